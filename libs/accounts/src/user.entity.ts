import type { UserRole } from '@app/contracts';
import type { StaffRole } from '@app/domain';
import { sealedColumn } from '@app/core';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A customer or an admin. Phone (normalised) and email (lower case) are each unique. */
@Entity('app_user')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 16 })
  phone: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'full_name', type: 'varchar', length: 120 })
  fullName: string;

  /** argon2id, PHC string format. */
  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash: string;

  @Column({ type: 'varchar', length: 10, default: 'user' })
  role: UserRole;

  /** Staff role of an admin account (libs/domain staff-permissions.ts); null for customers. */
  @Column({ name: 'staff_role', type: 'varchar', length: 10, nullable: true })
  staffRole: StaffRole | null;

  @Column({ name: 'is_verified', type: 'boolean', default: false })
  isVerified: boolean;

  /** Set by an admin: the account cannot sign in and its sessions are refused. */
  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  /** Admin TOTP (RFC 6238) secret, sealed under SECRETS_KEY; set at enrolment, confirmed by totpEnabledAt. */
  @Column({ name: 'totp_secret', type: 'text', nullable: true, select: false, transformer: sealedColumn })
  totpSecret: string | null;

  /** The TOTP time step (RFC 6238) of the last code accepted: a code of it or an earlier step is refused. */
  @Column({ name: 'totp_last_step', type: 'bigint', nullable: true, select: false })
  totpLastStep: string | null;

  /** When the admin confirmed TOTP with a first code; until then the next sign-in asks to enrol. */
  @Column({ name: 'totp_enabled_at', type: 'timestamptz', nullable: true })
  totpEnabledAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
