import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { UserRole } from '@app/contracts';
import { normalisePhone, staffMay, type StaffRole } from '@app/domain';
import { DataSource, EntityManager, QueryFailedError, Repository } from 'typeorm';
import { emailTaken, lastAdmin, nothingToUpdate, notYourAccount, phoneTaken } from './account-errors';
import { PasswordHasher } from './password-hasher';
import { SessionRevocations } from './session-revocations';
import { User } from './user.entity';
import { normaliseEmail } from './user-view';

export interface NewUser {
  fullName: string;
  phone: string;
  email: string;
  password: string;
  role?: UserRole;
  /** An admin account's staff role; owner when not given (the first admin, the main admin). */
  staffRole?: StaffRole;
  isVerified?: boolean;
}

export interface ProfilePatch {
  fullName?: string;
  phone?: string;
  email?: string;
}

/** Who is asking: the session's user. */
export type Actor = Pick<User, 'id' | 'role' | 'staffRole'>;

const staffWith = (actor: Actor, permission: 'customers.read' | 'customers.manage'): boolean =>
  actor.role === 'admin' && staffMay(actor.staffRole, permission);

/** Serialises "is this the last admin?" decisions (advisory lock key). */
const ADMINS_LOCK = 5_100_001;

/** Turns a unique-index violation into the 409 of the field it is about. */
export function uniqueViolation(error: unknown): Error | null {
  if (!(error instanceof QueryFailedError)) return null;
  const driver = error.driverError as { code?: string; constraint?: string };
  if (driver.code !== '23505') return null;
  if (driver.constraint === 'uq_app_user_phone') return phoneTaken();
  if (driver.constraint === 'uq_app_user_email') return emailTaken();
  return null;
}

/** Accounts: create, read, update the profile, delete. Passwords only ever as argon2id hashes. */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly repo: Repository<User>,
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly revocations: SessionRevocations,
  ) {}

  async create(input: NewUser, manager: EntityManager = this.repo.manager): Promise<User> {
    const phone = normalisePhone(input.phone);
    const email = normaliseEmail(input.email);
    const passwordHash = await this.hasher.hash(input.password);
    try {
      const saved = await manager.save(
        manager.create(User, {
          fullName: input.fullName.trim(),
          phone,
          email,
          passwordHash,
          role: input.role ?? 'user',
          staffRole: input.role === 'admin' ? (input.staffRole ?? 'owner') : null,
          isVerified: input.isVerified ?? false,
        }),
      );
      return (await manager.findOneByOrFail(User, { id: saved.id })) as User;
    } catch (error) {
      throw uniqueViolation(error) ?? error;
    }
  }

  findById(id: string): Promise<User | null> {
    return this.repo.findOneBy({ id });
  }

  /** The user with its password hash (for sign-in), by phone or by email. */
  findWithHash(by: { phone: string } | { email: string }): Promise<User | null> {
    const query = this.repo.createQueryBuilder('user').addSelect('user.passwordHash');
    if ('phone' in by) query.where('user.phone = :phone', { phone: normalisePhone(by.phone) });
    else query.where('user.email = :email', { email: normaliseEmail(by.email) });
    return query.getOne();
  }

  async setPasswordHash(userId: string, passwordHash: string, manager = this.repo.manager): Promise<void> {
    await manager.update(User, { id: userId }, { passwordHash });
  }

  async updateProfile(userId: string, patch: ProfilePatch): Promise<User> {
    const changes: Partial<User> = {};
    if (patch.fullName !== undefined) changes.fullName = patch.fullName.trim();
    if (patch.phone !== undefined) changes.phone = normalisePhone(patch.phone);
    if (patch.email !== undefined) changes.email = normaliseEmail(patch.email);
    if (!Object.keys(changes).length) throw nothingToUpdate();
    try {
      await this.repo.update({ id: userId }, changes);
    } catch (error) {
      throw uniqueViolation(error) ?? error;
    }
    return this.repo.findOneByOrFail({ id: userId });
  }

  /** Staff who may read customers see everyone (newest first); anyone else sees only themself. */
  async listFor(actor: Actor): Promise<User[]> {
    if (staffWith(actor, 'customers.read')) return this.repo.find({ order: { createdAt: 'DESC' } });
    const self = await this.repo.findOneBy({ id: actor.id });
    return self ? [self] : [];
  }

  async hasAdmin(manager: EntityManager = this.repo.manager): Promise<boolean> {
    return (await manager.countBy(User, { role: 'admin' })) > 0;
  }

  /**
   * Deletes an account (its sessions go with it): one's own, or anyone's for an admin. Another
   * customer's id is refused the same way whether it exists or not; the last admin stays.
   */
  async delete(actor: Actor, id: string): Promise<void> {
    if (actor.id !== id && !staffWith(actor, 'customers.manage')) throw notYourAccount();
    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [ADMINS_LOCK]);
      const target = await manager.findOneBy(User, { id });
      if (!target) throw new NotFoundException({ code: 'NOT_FOUND', message: `user ${id} not found` });
      if (target.role === 'admin' && (await manager.countBy(User, { role: 'admin' })) <= 1) throw lastAdmin();
      await manager.delete(User, { id });
    });
    this.revocations.revoked(id);
  }

  /** Runs `work` while holding the admins lock (creating the first admin once across instances). */
  withAdminsLock<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [ADMINS_LOCK]);
      return work(manager);
    });
  }
}
