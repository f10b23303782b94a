import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A paid order in the admin's Needs attention view: since when and why (provisioning escalated it,
 * or it passed the delivery SLA), and the person who marked it handled, when, with what note.
 * One per order; the staff email is sent when the row is first written.
 */
@Entity('order_attention')
export class OrderAttention {
  @PrimaryColumn({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @Column({ type: 'varchar', length: 16 })
  cause: 'escalated' | 'sla';

  @Column({ name: 'entered_at', type: 'timestamptz', default: () => 'now()' })
  enteredAt: Date;

  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  handledAt: Date | null;

  /** The admin's user id (no foreign key: the record outlives the account). */
  @Column({ name: 'handled_by', type: 'uuid', nullable: true })
  handledBy: string | null;

  @Column({ type: 'text', nullable: true })
  note: string | null;
}
