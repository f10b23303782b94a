import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AdminAudit, AuditActor, fieldDiff } from '@app/audit';
import type { UserRole } from '@app/contracts';
import { isStaffRole, normalisePhone, staffMay, type StaffRole } from '@app/domain';
import { EntityManager, Repository } from 'typeorm';
import { lastAdmin, nothingToUpdate, notOnYourself, ownerOnly } from './account-errors';
import { containsPattern, digitsOf } from './like-pattern';
import { SessionService } from './session.service';
import { User } from './user.entity';
import { normaliseEmail } from './user-view';
import { NewUser, uniqueViolation, UsersService } from './users.service';

export interface AdminUserQuery {
  page: number;
  pageSize: number;
  search?: string;
  role?: UserRole;
}

export interface AdminUserPatch {
  fullName?: string;
  email?: string;
  phone?: string;
  role?: UserRole;
  /** Makes the account staff with this role (role admin). */
  staffRole?: StaffRole;
  isVerified?: boolean;
  disabled?: boolean;
}

/** The audited fields of an account (never its password hash). */
const auditView = (user: User): Record<string, unknown> => ({
  fullName: user.fullName,
  email: user.email,
  phone: user.phone,
  role: user.role,
  staffRole: user.staffRole,
  isVerified: user.isVerified,
  disabled: !!user.disabledAt,
});

/** An owner that can sign in: a staff account of role owner, not disabled. The last one always stays. */
const isActiveOwner = (user: Pick<User, 'role' | 'staffRole' | 'disabledAt'>) =>
  user.role === 'admin' && user.staffRole === 'owner' && !user.disabledAt;

/** Staff accounts and roles are changed by owners only (staff.manage); the actor's role is its staff role. */
const assertManagesStaff = (actor: AuditActor): void => {
  if (!staffMay(isStaffRole(actor.role) ? actor.role : null, 'staff.manage')) throw ownerOnly();
};

/** A staff role given alone makes the account staff; role user clears it; role admin alone means admin. */
const staffRoleOf = (
  role: UserRole | undefined,
  staffRole: StaffRole | undefined,
  current: StaffRole | null,
) => (role === 'user' ? null : (staffRole ?? (role === 'admin' ? (current ?? 'admin') : current)));

/**
 * The admin panel's Users tab: a paged, searched list; create; edit (profile, role, verified,
 * disabled); delete. Whoever loses admin rights or is disabled loses every session at once. An
 * admin never demotes, disables or deletes themself, and the last active owner stays. Staff
 * accounts and staff roles are an owner's to add, change or remove (staff.manage).
 */
@Injectable()
export class AdminUsers {
  constructor(
    @InjectRepository(User) private readonly repo: Repository<User>,
    private readonly users: UsersService,
    private readonly sessions: SessionService,
    private readonly audit: AdminAudit,
  ) {}

  /**
   * Newest first (created_at, then id: a stable order across pages); searched by name, email, phone
   * digits, order number or ICCID.
   */
  async list(query: AdminUserQuery): Promise<{ items: User[]; total: number }> {
    const builder = this.repo
      .createQueryBuilder('user')
      .orderBy('user.createdAt', 'DESC')
      .addOrderBy('user.id', 'DESC')
      .skip((query.page - 1) * query.pageSize)
      .take(query.pageSize);
    if (query.role) builder.andWhere('user.role = :role', { role: query.role });
    const term = query.search?.trim();
    if (term) {
      const digits = digitsOf(term);
      // Also a customer's order number or one of their eSIMs' ICCID (the customer search).
      builder.andWhere(
        `(user.fullName ILIKE :pattern OR user.email ILIKE :pattern${digits ? ' OR user.phone LIKE :digits' : ''}
          OR EXISTS (SELECT 1 FROM orders o WHERE o.user_id = user.id AND o.order_number ILIKE :pattern)
          OR EXISTS (SELECT 1 FROM esim e JOIN orders eo ON eo.id = e.order_id
                     WHERE eo.user_id = user.id AND e.iccid LIKE :iccid))`,
        {
          pattern: containsPattern(term),
          digits: containsPattern(digits),
          iccid: containsPattern(term.replace(/\s/g, '')),
        },
      );
    }
    const [items, total] = await builder.getManyAndCount();
    return { items, total };
  }

  create(input: NewUser, actor: AuditActor): Promise<User> {
    const staffRole = staffRoleOf(input.role, input.staffRole, null);
    if (staffRole) assertManagesStaff(actor);
    return this.users.withAdminsLock(async (manager) => {
      const user = await this.users.create(
        { ...input, role: staffRole ? 'admin' : 'user', staffRole: staffRole ?? undefined },
        manager,
      );
      await this.audit.record(manager, {
        actor,
        action: 'user.create',
        targetType: 'user',
        targetId: user.id,
        after: auditView(user),
      });
      return user;
    });
  }

  async update(actor: AuditActor, id: string, patch: AdminUserPatch): Promise<User> {
    const changes: Partial<User> = {};
    if (patch.fullName !== undefined) changes.fullName = patch.fullName.trim();
    if (patch.email !== undefined) changes.email = normaliseEmail(patch.email);
    if (patch.phone !== undefined) changes.phone = normalisePhone(patch.phone);
    if (patch.isVerified !== undefined) changes.isVerified = patch.isVerified;
    if (patch.disabled !== undefined) changes.disabledAt = patch.disabled ? new Date() : null;
    const roleChange = patch.role !== undefined || patch.staffRole !== undefined;
    if (!Object.keys(changes).length && !roleChange) throw nothingToUpdate();
    if (roleChange) assertManagesStaff(actor);
    let endSessions = false;
    const updated = await this.users.withAdminsLock(async (manager) => {
      const target = await this.target(manager, id);
      if (target.role === 'admin') assertManagesStaff(actor);
      if (roleChange) {
        changes.staffRole = staffRoleOf(patch.role, patch.staffRole, target.staffRole);
        changes.role = changes.staffRole ? 'admin' : 'user';
      }
      if (patch.disabled === true && target.disabledAt) delete changes.disabledAt; // keep the first date
      const next = { ...target, ...changes };
      await this.guardAdmins(manager, actor, target, isActiveOwner(next));
      endSessions =
        next.role !== target.role ||
        next.staffRole !== target.staffRole ||
        (!!next.disabledAt && !target.disabledAt);
      try {
        await manager.update(User, { id }, changes);
      } catch (error) {
        throw uniqueViolation(error) ?? error;
      }
      if (endSessions) await this.sessions.revokeAllOf(id, manager);
      const saved = await manager.findOneByOrFail(User, { id });
      const diff = fieldDiff(auditView(target), auditView(saved));
      if (Object.keys(diff.after).length)
        await this.audit.record(manager, {
          actor,
          action: 'user.update',
          targetType: 'user',
          targetId: id,
          ...diff,
        });
      return saved;
    });
    if (endSessions) this.sessions.notifyRevoked(id);
    return updated;
  }

  /** Deletes the account; its sessions go with it (cascade). */
  async delete(actor: AuditActor, id: string): Promise<void> {
    await this.users.withAdminsLock(async (manager) => {
      const target = await this.target(manager, id);
      if (target.role === 'admin') assertManagesStaff(actor);
      await this.guardAdmins(manager, actor, target, false);
      await manager.delete(User, { id });
      await this.audit.record(manager, {
        actor,
        action: 'user.delete',
        targetType: 'user',
        targetId: id,
        before: auditView(target),
      });
    });
    this.sessions.notifyRevoked(id);
  }

  private async target(manager: EntityManager, id: string): Promise<User> {
    const target = await manager.findOneBy(User, { id });
    if (!target) throw new NotFoundException({ code: 'NOT_FOUND', message: `user ${id} not found` });
    return target;
  }

  /** Called under the admins lock, so two admins demoting each other cannot both succeed. */
  private async guardAdmins(
    manager: EntityManager,
    actor: { id: string },
    target: User,
    staysActiveOwner: boolean,
  ): Promise<void> {
    if (!isActiveOwner(target) || staysActiveOwner) return;
    if (target.id === actor.id) throw notOnYourself();
    const active = await manager
      .createQueryBuilder(User, 'user')
      .where("user.role = 'admin' AND user.staffRole = 'owner' AND user.disabledAt IS NULL")
      .getCount();
    if (active <= 1) throw lastAdmin();
  }
}
