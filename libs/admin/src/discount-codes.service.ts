import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { AdminAudit, type AuditActor } from '@app/audit';
import type { DiscountCodeInput, DiscountCodeView } from '@app/contracts';
import { DISCOUNT_CODE_PATTERN, normalizeDiscountCode } from '@app/domain';
import { DiscountCode } from '@app/orders';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';

/** A code's rule as staff set it (the audit entries' before/after, and the list's columns). */
type CodeRule = Omit<DiscountCodeView, 'id' | 'code' | 'uses' | 'discountedCents' | 'createdAt'>;
const ruleOf = (code: DiscountCode): CodeRule => ({
  kind: code.kind,
  percent: code.percent,
  amountCents: code.amountCents,
  packageIds: code.packageIds,
  countryCodes: code.countryCodes,
  startsAt: code.startsAt?.toISOString() ?? null,
  endsAt: code.endsAt?.toISOString() ?? null,
  totalLimit: code.totalLimit,
  perCustomerLimit: code.perCustomerLimit,
  firstOrderOnly: code.firstOrderOnly,
  belowCostAllowed: code.belowCostAllowed,
  active: code.active,
});

const view = (code: DiscountCode, use?: { uses: number; cents: number }): DiscountCodeView => ({
  id: code.id,
  code: code.code,
  ...ruleOf(code),
  uses: use?.uses ?? 0,
  discountedCents: use?.cents ?? 0,
  createdAt: code.createdAt.toISOString(),
});

const bad = (field: string, message: string) =>
  new BadRequestException({
    code: 'INVALID_DISCOUNT_CODE',
    message: `${field}: ${message}`,
    details: { field },
  });

/**
 * The admin Discount codes tab: list with uses, create, change (the code itself never changes: a
 * printed or shared code keeps meaning one thing). Only an owner may allow prices below the
 * provider's cost. Every change is audited.
 */
@Injectable()
export class AdminDiscountCodes {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AdminAudit,
  ) {}

  async list(): Promise<DiscountCodeView[]> {
    const codes = await this.dataSource.getRepository(DiscountCode).find({ order: { createdAt: 'DESC' } });
    const uses = await this.uses(this.dataSource.manager);
    return codes.map((code) => view(code, uses.get(code.id)));
  }

  /** Each code's uses (orders not cancelled unpaid) and what it took off them; one code's with `id`. */
  private async uses(
    manager: EntityManager,
    id?: string,
  ): Promise<Map<string, { uses: number; cents: number }>> {
    const rows: { code_id: string; uses: number; cents: number }[] = await manager.query(
      `SELECT r.code_id, count(*)::int AS uses, coalesce(sum(o.discount_cents), 0)::int AS cents
         FROM discount_redemption r JOIN orders o ON o.id = r.order_id
        WHERE o.status <> 'cancelled' AND ($1::uuid IS NULL OR r.code_id = $1)
        GROUP BY r.code_id`,
      [id ?? null],
    );
    return new Map(rows.map((row) => [row.code_id, row]));
  }

  async create(actor: AuditActor, input: DiscountCodeInput): Promise<DiscountCodeView> {
    const code = normalizeDiscountCode(input.code);
    if (!DISCOUNT_CODE_PATTERN.test(code))
      throw bad('code', '3 to 32 letters, digits, - or _, starting with a letter or digit');
    const fields = this.checked(actor, { ...input, active: input.active ?? true }, null);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const saved = await manager.save(
          manager.create(DiscountCode, { ...fields, code, createdBy: actor.email }),
        );
        await this.audit.record(manager, {
          actor,
          action: 'discount.create',
          targetType: 'discount_code',
          targetId: code,
          after: ruleOf(saved),
        });
        return view(saved);
      });
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505')
        throw new ConflictException({
          code: 'DISCOUNT_CODE_TAKEN',
          message: `A code ${code} already exists`,
        });
      throw error;
    }
  }

  async update(actor: AuditActor, id: string, patch: Partial<DiscountCodeInput>): Promise<DiscountCodeView> {
    return this.dataSource.transaction(async (manager) => {
      const code = await manager.findOne(DiscountCode, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!code) throw new NotFoundException({ code: 'NOT_FOUND', message: 'No such discount code' });
      const before = ruleOf(code);
      const given = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      const merged = this.checked(actor, { code: code.code, ...ruleOf(code), ...given }, code);
      Object.assign(code, merged);
      const saved = await manager.save(code);
      await this.audit.record(manager, {
        actor,
        action: 'discount.update',
        targetType: 'discount_code',
        targetId: code.code,
        before,
        after: ruleOf(saved),
      });
      return view(saved, (await this.uses(manager, id)).get(id));
    });
  }

  /** The stored fields of a valid input, or the 400/403 naming what is wrong. */
  private checked(
    actor: AuditActor,
    input: DiscountCodeInput,
    current: DiscountCode | null,
  ): Partial<DiscountCode> {
    const percent = input.kind === 'percent' ? (input.percent ?? null) : null;
    const amountCents = input.kind === 'fixed' ? (input.amountCents ?? null) : null;
    if (input.kind === 'percent' && (percent === null || percent < 1 || percent > 100))
      throw bad('percent', 'a whole percentage from 1 to 100');
    if (input.kind === 'fixed' && (amountCents === null || amountCents < 1))
      throw bad('amountCents', 'a positive amount in cents');
    const startsAt = input.startsAt ? new Date(input.startsAt) : null;
    const endsAt = input.endsAt ? new Date(input.endsAt) : null;
    if (startsAt && endsAt && endsAt <= startsAt) throw bad('endsAt', 'must be after startsAt');
    const belowCostAllowed = input.belowCostAllowed ?? false;
    // allowing a price below cost is the owner's decision; others keep what is set
    if (belowCostAllowed !== (current?.belowCostAllowed ?? false) && actor.role !== 'owner')
      throw new ForbiddenException({
        code: 'OWNER_ONLY',
        message: "Only an owner may allow prices below the provider's cost",
      });
    return {
      kind: input.kind,
      percent,
      amountCents,
      packageIds: [...new Set(input.packageIds ?? [])],
      countryCodes: [...new Set((input.countryCodes ?? []).map((country) => country.trim().toUpperCase()))],
      startsAt,
      endsAt,
      totalLimit: input.totalLimit ?? null,
      perCustomerLimit: input.perCustomerLimit ?? null,
      firstOrderOnly: input.firstOrderOnly ?? false,
      belowCostAllowed,
      active: input.active ?? true,
    };
  }
}
