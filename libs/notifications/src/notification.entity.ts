import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { NotificationKind, NotificationState } from './notification-kinds';

/**
 * One email to send, at most once per dedupe key (`<kind>:<subjectId>`, e.g. `esim_ready:<orderId>`).
 * The row is the source of truth; jobs only carry its id.
 */
@Entity('notification')
export class Notification {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'dedupe_key', type: 'varchar', length: 200, unique: true })
  dedupeKey: string;

  @Column({ type: 'varchar', length: 40 })
  kind: NotificationKind;

  /** What the message is about: an order id, a contact message id, a user event id. */
  @Column({ name: 'subject_id', type: 'varchar', length: 150 })
  subjectId: string;

  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ type: 'varchar', length: 2 })
  language: 'en' | 'km';

  /** Ids plus a snapshot of everything the renderer needs, taken when the message was asked for. */
  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  state: NotificationState;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  /** While `sending`: the claim holds until then; a worker that died is replaced after it. */
  @Column({ name: 'lease_until', type: 'timestamptz', nullable: true })
  leaseUntil: Date | null;

  /** The sweeper re-queues a pending row from this time on. */
  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  /** The Message-ID header we set (derived from the dedupe key). */
  @Column({ name: 'message_id', type: 'varchar', length: 250, nullable: true })
  messageId: string | null;

  /** The SMTP server's answer to the accepted message (e.g. `250 OK: queued as …`). */
  @Column({ name: 'smtp_response', type: 'text', nullable: true })
  smtpResponse: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
