import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A signed-in browser. The cookie holds a random token; only its SHA-256 is stored, so a copy
 * of this table signs nobody in. Valid while now < idleExpiresAt and now < absoluteExpiresAt.
 */
@Entity('user_session')
export class UserSession {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'token_hash', type: 'bytea' })
  tokenHash: Buffer;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt: Date;

  @Column({ name: 'idle_expires_at', type: 'timestamptz' })
  idleExpiresAt: Date;

  @Column({ name: 'absolute_expires_at', type: 'timestamptz' })
  absoluteExpiresAt: Date;

  @Column({ name: 'ip', type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 255, nullable: true })
  userAgent: string | null;

  /** An admin with TOTP signed in with the password only: nothing but the TOTP step is allowed. */
  @Column({ name: 'mfa_pending', type: 'boolean', default: false })
  mfaPending: boolean;

  /** When this session last proved TOTP (sign-in or a sensitive action's re-check). */
  @Column({ name: 'mfa_verified_at', type: 'timestamptz', nullable: true })
  mfaVerifiedAt: Date | null;
}
