import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AdminAudit } from '@app/audit';
import { normalisePhone } from '@app/domain';
import { DEFAULT_LANGUAGE, type Language } from '@app/i18n';
import { Notifications } from '@app/notifications';
import { DataSource } from 'typeorm';
import {
  ACCOUNT_TEXTS,
  adminSignInFailed,
  currentPasswordIncorrect,
  currentPasswordRequired,
  nothingToUpdate,
  signInFailed,
} from './account-errors';
import { addressKey } from './address-key';
import { PasswordHasher } from './password-hasher';
import { IssuedSession, SessionMeta, SessionService } from './session.service';
import { SignInThrottle } from './sign-in-throttle';
import { User } from './user.entity';
import { normaliseEmail } from './user-view';
import { PasswordResets } from './password-resets';
import { NewUser, ProfilePatch, uniqueViolation, UsersService } from './users.service';

/** What a request tells about its sender: the address (for throttling) and the current cookie. */
export interface ClientContext extends SessionMeta {
  /** The session cookie the request came with, if any (rotated away at sign-in). */
  currentToken?: string | null;
  /** The language the visitor uses the shop in (for the emails a request causes). */
  language?: Language;
}

export interface SignedIn extends IssuedSession {
  user: User;
}

/** Sign-up, sign-in (customer and admin), password change and sign-out. */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionService,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
    private readonly dataSource: DataSource,
    private readonly notifications: Notifications,
    private readonly audit: AdminAudit,
    private readonly resets: PasswordResets,
  ) {}

  /**
   * The profile of the session's user. A new sign-in phone or email needs the current password
   * (checked and throttled like a sign-in; identity changes are also limited per user and
   * address, every attempt counting): then every session ends, this browser gets a new one, and
   * the old email address is told, all in one transaction. A name alone changes as before.
   */
  async updateProfile(
    user: Pick<User, 'id' | 'phone' | 'email' | 'role' | 'fullName'>,
    patch: ProfilePatch & { currentPassword?: string },
    client: ClientContext,
  ): Promise<{ user: User; issued: IssuedSession | null }> {
    const changes: Partial<User> = {};
    if (patch.fullName !== undefined) changes.fullName = patch.fullName.trim();
    const phone = patch.phone !== undefined ? normalisePhone(patch.phone) : user.phone;
    const email = patch.email !== undefined ? normaliseEmail(patch.email) : user.email;
    const fields: ('phone' | 'email')[] = [];
    if (phone !== user.phone) fields.push('phone');
    if (email !== user.email) fields.push('email');
    if (!fields.length) {
      if (!Object.keys(changes).length) throw nothingToUpdate();
      return { user: await this.users.updateProfile(user.id, changes), issued: null };
    }
    if (!patch.currentPassword) throw currentPasswordRequired();
    const address = addressKey(client.ip);
    await this.throttle.reserve(this.throttle.profileRules(user.id, address));
    await this.checkCurrentPassword(user, patch.currentPassword, client);
    Object.assign(changes, { phone, email });
    const issued = await this.dataSource.transaction(async (manager) => {
      try {
        await manager.update(User, { id: user.id }, changes);
      } catch (error) {
        throw uniqueViolation(error) ?? error;
      }
      await this.sessions.revokeAllOf(user.id, manager);
      // links sent to the old address (rescue top-ups) stop working, as on a password change
      await this.resets.passwordReplaced(manager, user.id);
      await this.notifications.enqueue(manager, {
        kind: 'account_changed',
        subjectId: randomUUID(),
        to: user.email,
        language: client.language ?? DEFAULT_LANGUAGE,
        data: { customerName: user.fullName, fields, changedAt: new Date().toISOString() },
      });
      return this.sessions.issue(user, client, manager);
    });
    this.sessions.notifyRevoked(user.id);
    const updated = await this.users.findById(user.id);
    return { user: updated as User, issued };
  }

  /** The current password of a signed-in user, throttled like a sign-in. */
  private async checkCurrentPassword(
    user: Pick<User, 'phone'>,
    password: string,
    client: ClientContext,
  ): Promise<void> {
    const reservation = await this.throttle.reserveSignIn(user.phone, addressKey(client.ip));
    const stored = await this.users.findWithHash({ phone: user.phone });
    if (!stored || !(await this.hasher.verify(stored.passwordHash, password)))
      throw currentPasswordIncorrect();
    await this.throttle.release(reservation);
  }

  /** Creates a customer account. Every attempt counts towards the per-address sign-up limit. */
  async signUp(input: Omit<NewUser, 'role' | 'isVerified'>, client: ClientContext): Promise<User> {
    await this.throttle.reserve(
      this.throttle.signUpRules(addressKey(client.ip)),
      new Date(),
      ACCOUNT_TEXTS.errors.tooManySignUps,
    );
    return this.users.create({ ...input, role: 'user' });
  }

  /** Phone + password. Any failure is the same 401 'Sign in failed', known phone or not. */
  async signIn(input: { phone: string; password: string }, client: ClientContext): Promise<SignedIn> {
    const phone = normalisePhone(input.phone);
    return this.verifyAndIssue(
      phone,
      () => this.users.findWithHash({ phone }),
      input.password,
      client,
      signInFailed,
    );
  }

  /** Email or phone + password, for role admin only; anything else is 'Invalid admin credentials'. */
  async adminSignIn(
    input: { identifier: string; password: string },
    client: ClientContext,
  ): Promise<SignedIn> {
    const identifier = input.identifier.trim();
    const byEmail = identifier.includes('@');
    const account = byEmail ? normaliseEmail(identifier) : normalisePhone(identifier);
    return this.verifyAndIssue(
      account,
      async () => {
        const user = await this.users.findWithHash(byEmail ? { email: account } : { phone: account });
        return user?.role === 'admin' ? user : null;
      },
      input.password,
      client,
      adminSignInFailed,
    );
  }

  /**
   * Checks the current password (throttled like a sign-in), stores the new hash, ends every
   * session of the user, gives this browser a fresh one and tells the owner by email (in the
   * same transaction: no change without its email, no email without the change).
   */
  async changePassword(
    user: Pick<User, 'id' | 'phone' | 'role' | 'email' | 'fullName'>,
    input: { current: string; next: string },
    client: ClientContext,
  ): Promise<IssuedSession> {
    await this.checkCurrentPassword(user, input.current, client);
    const hash = await this.hasher.hash(input.next);
    const issued = await this.dataSource.transaction(async (manager) => {
      await this.users.setPasswordHash(user.id, hash, manager);
      await this.sessions.revokeAllOf(user.id, manager);
      await this.audit.record(manager, {
        actor: {
          id: user.id,
          email: user.email,
          role: user.role,
          ip: client.ip ?? null,
          userAgent: client.userAgent ?? null,
        },
        action: 'account.password_change',
        targetType: 'user',
        targetId: user.id,
      });
      await this.resets.passwordReplaced(manager, user.id);
      const changedAt = new Date();
      await this.notifications.enqueue(manager, {
        kind: 'password_changed',
        subjectId: randomUUID(), // every change is its own message
        to: user.email,
        language: client.language ?? DEFAULT_LANGUAGE,
        data: { customerName: user.fullName, changedAt: changedAt.toISOString() },
      });
      return this.sessions.issue(user, client, manager);
    });
    this.sessions.notifyRevoked(user.id);
    return issued;
  }

  signOut(token: string | null | undefined): Promise<void> {
    return this.sessions.revokeToken(token);
  }

  private async verifyAndIssue(
    account: string,
    find: () => Promise<User | null>,
    password: string,
    client: ClientContext,
    failure: () => Error,
  ): Promise<SignedIn> {
    const reservation = await this.throttle.reserveSignIn(account || '(empty)', addressKey(client.ip));
    const user = account ? await find() : null;
    const ok = user
      ? await this.hasher.verify(user.passwordHash, password)
      : await this.hasher.verifyNobody(password);
    if (!user || !ok || user.disabledAt) throw failure();
    await this.throttle.release(reservation);
    if (this.hasher.needsRehash(user.passwordHash))
      await this.users.setPasswordHash(user.id, await this.hasher.hash(password));
    // Rotation: whatever session this browser had ends; the new one gets a new token.
    await this.sessions.revokeToken(client.currentToken);
    const issued = await this.sessions.issue(user, client);
    const { passwordHash: _hash, ...safe } = user;
    return { ...issued, user: safe as User };
  }
}
