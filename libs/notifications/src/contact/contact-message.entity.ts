import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A message from the /contact form or the bot's chat, kept whatever happens to the emails it causes. */
@Entity('contact_message')
export class ContactMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'customer_name', type: 'varchar', length: 100 })
  customerName: string;

  @Column({ name: 'customer_email', type: 'varchar', length: 254 })
  customerEmail: string;

  @Column({ name: 'customer_phone', type: 'varchar', length: 30, nullable: true })
  customerPhone: string | null;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'varchar', length: 2 })
  language: 'en' | 'km';

  /** The sender's address, for the rate limit. */
  @Column({ name: 'client_ip', type: 'varchar', length: 64 })
  clientIp: string;

  /** The Telegram chat the message came from (an agent's reply goes back there); null from the form. */
  @Column({ name: 'telegram_chat_id', type: 'bigint', nullable: true })
  telegramChatId: string | null;

  /** The signed-in account that wrote it (Telegram messages come from a linked account). */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
