import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  DomainError,
  ErrorCode,
  EventTypes,
  Role,
  identityOps,
  type OperationInput,
  type LoginHint,
  type Page,
  type PageQuery,
  type User as UserView,
} from '@warroom/contracts';
import { recordEvent } from '@warroom/messaging';
import { AttemptKind } from '../auth/password-attempt.entity.js';
import { PasswordThrottle } from '../auth/password-throttle.js';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../identity-options.js';
import { closePendingInvitations, lockEmail } from '../invitations/invitation-rules.js';
import { endResetLinks } from '../password-reset/reset-links.js';
import { SessionNotices } from '../sessions/session-notices.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { PasswordHasher } from './password-hasher.js';
import { countOf, kyselyOf, lockUntilCommit, readPageOf, TOTAL_OVER_ALL } from '@warroom/persistence';
import type { IdentityDb } from '../orm.js';
import { normalizeEmail, toUserView, User, USER_VIEW_COLUMNS } from './user.entity.js';

/** The transaction lock that puts changes of role and active status in a line. */
const USER_ROLE_CHANGE_LOCK = 'identity:users:role-or-active';

@Injectable()
export class UsersService {
  /** Whether a given hash is the default admin password, so the hint costs one hash check per change. */
  private readonly defaultPasswordByHash = new Map<string, boolean>();

  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly throttle: PasswordThrottle,
    private readonly notices: SessionNotices,
    @Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions,
  ) {}

  /** Creates the default admin on first start; later starts leave it as it is. */
  async ensureDefaultAdmin(em: EntityManager): Promise<boolean> {
    const email = normalizeEmail(this.options.adminEmail);
    const passwordHash = await this.hasher.hash(this.options.adminPassword);
    const now = new Date();
    const id = randomUUID();
    const inserted = await kyselyOf<IdentityDb>(em)
      .insertInto('User')
      .values({
        id,
        name: 'Admin',
        email,
        role: Role.Admin,
        theme: 'light',
        active: true,
        passwordHash,
        createdAt: now,
        updatedAt: now,
        // An empty profile (PRODUCT.md section 16).
        expertise: [],
        openTo: [],
        visibility: 'MEMBERS',
        shareEmail: false,
        // Made after profiles were: nothing to fill from an application, nothing to prompt for.
        profilePrompt: false,
        profileBackfill: false,
      })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning('id')
      .execute();
    if (inserted.length === 0) return false;
    recordEvent(em, {
      type: EventTypes.userCreated,
      actor: null,
      entity: `User:${id}`,
      data: { email, role: Role.Admin, reason: 'default admin created on first start' },
    });
    await em.flush();
    return true;
  }

  /** The default admin's credentials: only the built-in default, outside production, while that account still has it. */
  async loginHint(): Promise<LoginHint> {
    if (!this.options.loginHintAllowed) return null;
    const email = normalizeEmail(this.options.adminEmail);
    const admin = await this.em.findOne(User, { email, active: true }, { populate: ['passwordHash'] });
    if (!admin) return null;
    let isDefault = this.defaultPasswordByHash.get(admin.passwordHash);
    if (isDefault === undefined) {
      isDefault = await this.hasher.verify(admin.passwordHash, this.options.adminPassword);
      this.defaultPasswordByHash.clear();
      this.defaultPasswordByHash.set(admin.passwordHash, isDefault);
    }
    return isDefault ? { email: admin.email, password: this.options.adminPassword } : null;
  }

  async updateTheme({ caller, body: { theme } }: OperationInput<typeof identityOps.updateTheme>): Promise<UserView> {
    const updated = await this.em.transactional(async (em) => {
      const user = await this.getUser(em, caller.id);
      const previous = user.theme;
      // The same theme again changes nothing: no write, no event.
      if (previous === theme) return toUserView(user);
      user.theme = theme;
      user.updatedAt = new Date();
      recordEvent(em, {
        type: EventTypes.themeChanged,
        actor: { id: caller.id, email: caller.email },
        entity: `User:${user.id}`,
        data: { from: previous, to: theme },
      });
      return toUserView(user);
    });
    // What a session carries changed (the theme `me` answers).
    this.notices.changed(caller.id);
    return updated;
  }

  /**
   * Checks the current password, stores the new one and ends the user's other sessions.
   * Wrong current passwords are throttled like failed logins (`PasswordThrottle`).
   */
  async changePassword({
    caller,
    body: { currentPassword, newPassword },
    client: { address: clientAddress },
  }: OperationInput<typeof identityOps.changePassword>): Promise<{ success: true }> {
    const attempt = { kind: AttemptKind.PasswordChange, email: normalizeEmail(caller.email), clientAddress };
    const changed = await this.em.transactional(async (em) => {
      await this.throttle.begin(em, attempt);
      // Read after taking the turn, so that a change that just committed is seen.
      const user = await em.findOne(User, { id: caller.id }, { populate: ['passwordHash'] });
      if (!user) throw new DomainError(ErrorCode.NotFound, 'User not found');
      const passwordOk = await this.hasher.verify(user.passwordHash, currentPassword);
      this.throttle.record(em, attempt, passwordOk);
      // A wrong password still commits its attempt, so it is reported after the transaction.
      if (!passwordOk) return false;
      const passwordHash = await this.hasher.hash(newPassword);
      const now = new Date();
      await em.nativeUpdate(User, { id: user.id }, { passwordHash, updatedAt: now });
      await endResetLinks(em, user.id, now);
      const ended = await this.sessions.revokeAllOf(em, user.id, 'password_changed', caller.sessionId);
      recordEvent(em, {
        type: EventTypes.passwordChanged,
        actor: { id: caller.id, email: caller.email },
        entity: `User:${user.id}`,
        data: { otherSessionsEnded: ended },
      });
      return true;
    });
    if (changed) this.notices.changed(caller.id);
    if (!changed) {
      throw new DomainError(ErrorCode.BadInput, 'Current password is incorrect', {
        errors: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
      });
    }
    return { success: true };
  }

  /** Newest first, a page at a time. */
  list(page: PageQuery): Promise<Page<UserView>> {
    const users = kyselyOf<IdentityDb>(this.em)
      .selectFrom('User')
      .select([...USER_VIEW_COLUMNS, TOTAL_OVER_ALL])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc');
    return readPageOf(users, page, toUserView, () => countOf(users));
  }

  async create({ caller, body: input }: OperationInput<typeof identityOps.createUser>): Promise<UserView> {
    const passwordHash = await this.hasher.hash(input.password);
    const now = new Date();
    try {
      return await this.em.transactional(async (em) => {
        const user = em.create(User, {
          id: randomUUID(),
          name: input.name?.trim() || null,
          email: normalizeEmail(input.email),
          role: input.role,
          passwordHash,
          createdAt: now,
          updatedAt: now,
        });
        em.persist(user);
        recordEvent(em, {
          type: EventTypes.userCreated,
          actor: { id: caller.id, email: caller.email },
          entity: `User:${user.id}`,
          data: { email: user.email, name: user.name, role: user.role },
        });
        await lockEmail(em, user.email);
        await closePendingInvitations(em, user.email, { id: caller.id, email: caller.email });
        await em.flush();
        return toUserView(user);
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new DomainError(ErrorCode.Conflict, 'A user with this email already exists');
      }
      throw error;
    }
  }

  /**
   * Changes a role or deactivates. The last active admin stays one: changes of role and
   * active status take one transaction lock, one at a time, so two admins cannot demote each
   * other at once. (Locking the rows of the active admins instead deadlocked: a change that
   * made a user an admin added a row to the set others were locking; the fuzz found it.)
   */
  async update({
    caller,
    params: { id: userId },
    body: changes,
  }: OperationInput<typeof identityOps.updateUser>): Promise<UserView> {
    const updated = await this.em.transactional(async (em) => {
      await lockUntilCommit(em, USER_ROLE_CHANGE_LOCK);
      const activeAdmins = await em.count(User, { role: Role.Admin, active: true });
      const user = await this.getUser(em, userId);
      const before = { role: user.role, active: user.active };
      const after = { role: changes.role ?? user.role, active: changes.active ?? user.active };
      // What the user already has changes nothing: no write, no event.
      if (after.role === before.role && after.active === before.active) return toUserView(user);
      const losesAdmin = before.role === Role.Admin && before.active && (after.role !== Role.Admin || !after.active);
      if (losesAdmin && activeAdmins <= 1) {
        throw new DomainError(ErrorCode.Conflict, 'The last active admin cannot be demoted or deactivated');
      }
      user.role = after.role;
      user.active = after.active;
      user.updatedAt = new Date();
      if (before.active && !user.active) {
        await this.sessions.revokeAllOf(em, user.id, 'deactivated');
        await endResetLinks(em, user.id, user.updatedAt);
      }
      recordEvent(em, {
        type: EventTypes.userUpdated,
        actor: { id: caller.id, email: caller.email },
        entity: `User:${user.id}`,
        data: { before, after },
      });
      return toUserView(user);
    });
    // A role or active change applies on the next request, on every gateway.
    this.notices.changed(userId);
    return updated;
  }

  private async getUser(em: EntityManager, id: string): Promise<User> {
    const user = await em.findOne(User, { id });
    if (!user) throw new DomainError(ErrorCode.NotFound, 'User not found');
    return user;
  }
}
