import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { CataloguePackage, isOnSale } from '@app/catalogue';
import {
  SESSION_ID_PATTERN,
  type AddToCartResult,
  type CartItemView,
  type CartRemovalResult,
} from '@app/contracts';
import { CART_DEFAULT_QUANTITY, DAYPASS_DEFAULT_DAYS, DAYPASS_MAX_DAYS, DAYPASS_MIN_DAYS } from '@app/domain';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { CartItem } from './cart-item.entity';
import { cartItemView } from './cart-view';

/** The most of one package a cart line holds. */
export const CART_MAX_QUANTITY = 99;
/** Cart lines untouched this long are deleted by the cart.prune sweep. */
export const CART_RETENTION_DAYS = 30;

export interface AddToCartInput {
  sessionId?: string | null;
  packageId: number;
  quantity?: number;
  customDays?: number | null;
}

/** A 400 that names the offending field (message starts with it; details.field carries it). */
export const badField = (field: string, message: string, code = 'INVALID_INPUT'): BadRequestException =>
  new BadRequestException({ message: `${field}: ${message}`, code, details: { field } });

export const isSessionId = (value: unknown): value is string =>
  typeof value === 'string' && SESSION_ID_PATTERN.test(value);

export const newSessionId = (): string => randomBytes(16).toString('hex');

interface LineRow {
  id: string;
  quantity: number;
  days: number | null;
}

/**
 * The session carts. The server prices every line from its own catalogue: a DayPass line stores
 * only the chosen days and its price is derived; a price sent by the browser is never used.
 */
@Injectable()
export class CartService {
  constructor(private readonly dataSource: DataSource) {}

  /** The lines of a session's cart whose package is still on sale, oldest first. */
  async list(sessionId: string): Promise<CartItemView[]> {
    const lines = await this.dataSource
      .getRepository(CartItem)
      .createQueryBuilder('item')
      .innerJoinAndSelect('item.package', 'pkg', 'pkg.isAvailable = true AND pkg.withdrawnAt IS NULL')
      .where('item.sessionId = :sessionId', { sessionId })
      .orderBy('item.createdAt', 'ASC')
      .addOrderBy('item.id', 'ASC')
      .getMany();
    return lines.map((line) => cartItemView(line, line.package as CataloguePackage));
  }

  /**
   * Adds a package. The same package again adds to the quantity when the chosen days are the
   * same; a DayPass with other days replaces the line's days and quantity. A missing or malformed
   * session id gets a new one, returned for the browser to adopt.
   */
  async add(input: AddToCartInput): Promise<AddToCartResult> {
    const sessionId = isSessionId(input.sessionId) ? input.sessionId : newSessionId();
    const quantity = input.quantity ?? CART_DEFAULT_QUANTITY;
    return this.dataSource.transaction(async (manager) => {
      const pkg = await this.onSale(manager, input.packageId);
      const days = this.daysFor(pkg, input.customDays);
      const rows: LineRow[] = await manager.query(
        `INSERT INTO cart_item (session_id, package_id, quantity, days) VALUES ($1, $2, $3, $4)
         ON CONFLICT (session_id, package_id) DO UPDATE SET
           quantity = CASE WHEN cart_item.days IS NOT DISTINCT FROM EXCLUDED.days
                           THEN cart_item.quantity + EXCLUDED.quantity ELSE EXCLUDED.quantity END,
           days = EXCLUDED.days, updated_at = now()
         RETURNING id, quantity, days`,
        [sessionId, pkg.id, quantity, days],
      );
      const line = rows[0] as LineRow;
      if (line.quantity > CART_MAX_QUANTITY)
        throw badField('quantity', `a cart holds at most ${CART_MAX_QUANTITY} of one package`);
      return { success: true as const, sessionId, item: cartItemView(line, pkg) };
    });
  }

  /** Sets a line's quantity (and, for a DayPass, optionally its days). */
  async update(
    sessionId: string,
    packageId: number,
    change: { quantity: number; customDays?: number | null },
  ): Promise<CartItemView> {
    return this.dataSource.transaction(async (manager) => {
      const pkg = await this.onSale(manager, packageId);
      const rows: LineRow[] = await manager.query(
        'SELECT id, quantity, days FROM cart_item WHERE session_id = $1 AND package_id = $2 FOR UPDATE',
        [sessionId, packageId],
      );
      const current = rows[0];
      if (!current)
        throw new NotFoundException({ message: 'This package is not in the cart', code: 'NOT_IN_CART' });
      const days = change.customDays == null ? current.days : this.daysFor(pkg, change.customDays);
      const updated: LineRow[] = await manager.query(
        `WITH changed AS (
           UPDATE cart_item SET quantity = $2, days = $3, updated_at = now() WHERE id = $1 RETURNING id, quantity, days
         ) SELECT id, quantity, days FROM changed`,
        [current.id, change.quantity, days],
      );
      return cartItemView(updated[0] as LineRow, pkg);
    });
  }

  async remove(sessionId: string, packageId: number): Promise<CartRemovalResult> {
    const rows: unknown[] = await this.dataSource.query(
      'WITH gone AS (DELETE FROM cart_item WHERE session_id = $1 AND package_id = $2 RETURNING id) SELECT id FROM gone',
      [sessionId, packageId],
    );
    return { success: true, removed: rows.length };
  }

  async clear(sessionId: string): Promise<CartRemovalResult> {
    const rows: unknown[] = await this.dataSource.query(
      'WITH gone AS (DELETE FROM cart_item WHERE session_id = $1 RETURNING id) SELECT id FROM gone',
      [sessionId],
    );
    return { success: true, removed: rows.length };
  }

  /** Deletes lines untouched for CART_RETENTION_DAYS; returns how many. */
  async prune(): Promise<number> {
    const rows: unknown[] = await this.dataSource.query(
      `WITH gone AS (
         DELETE FROM cart_item WHERE updated_at < now() - make_interval(days => $1) RETURNING id
       ) SELECT id FROM gone`,
      [CART_RETENTION_DAYS],
    );
    return rows.length;
  }

  private async onSale(manager: EntityManager, packageId: number): Promise<CataloguePackage> {
    const pkg = await manager.getRepository(CataloguePackage).findOneBy({ id: packageId });
    if (!pkg || !isOnSale(pkg))
      throw badField('packageId', `no package ${packageId} is on sale`, 'UNKNOWN_PACKAGE');
    return pkg;
  }

  /** The line's days: a DayPass takes 1..30 (within the package's own range), default 1; a fixed plan none. */
  private daysFor(pkg: CataloguePackage, customDays: number | null | undefined): number | null {
    if (!pkg.isDayPass) {
      if (customDays != null) throw badField('customDays', 'only a DayPass package takes a number of days');
      return null;
    }
    const min = Math.max(DAYPASS_MIN_DAYS, pkg.minDays ?? DAYPASS_MIN_DAYS);
    const max = Math.min(DAYPASS_MAX_DAYS, pkg.maxDays ?? DAYPASS_MAX_DAYS);
    const days = customDays ?? DAYPASS_DEFAULT_DAYS;
    if (!Number.isInteger(days) || days < min || days > max)
      throw badField('customDays', `must be a whole number of days from ${min} to ${max}`);
    return days;
  }
}
