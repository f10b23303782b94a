import { createHash } from 'node:crypto';
import { buildCatalogue, type Catalogue } from './catalogue';
import { RoamesimAuth, type RoamesimCredentials } from './roamesim-auth';
import { defaultRoamesimKnobs, type RoamesimKnobs } from './roamesim-knobs';
import { SimError } from './roamesim-request';
import type { RoamesimStore, SimCard, SimOrder } from './roamesim-store';
import { computeUsage, type PlanUsage } from './usage';

export const SMDP_ADDRESS = 'smdp.roamesim-sandbox.test';

/** Everything the RoameSIM sandbox knows: catalogue, account state, knobs and the login session. */
export class RoamesimSim {
  readonly catalogue: Catalogue = buildCatalogue();
  knobs: RoamesimKnobs = defaultRoamesimKnobs();
  readonly auth: RoamesimAuth;
  /** handlerEsimPdf type=email requests (the sandbox records them instead of mailing). */
  readonly pdfEmails: { orderNum: string; iccids: string[]; email: string; at: number }[] = [];

  constructor(
    readonly store: RoamesimStore,
    credentials: RoamesimCredentials,
    private readonly seed: string,
    readonly publicUrl: string,
  ) {
    this.auth = new RoamesimAuth(credentials, () => this.knobs.tokenTtlMs);
  }

  /** Card data is handed out cardDelayMs after the order. */
  isReady(order: SimOrder, now = Date.now()): boolean {
    return now >= order.readyAt;
  }

  /** The simulated traveller installs each ready eSIM autoInstallMs after it became available. */
  tick(now = Date.now()): void {
    if (this.knobs.autoInstallMs <= 0) return;
    for (const card of this.store.cards()) {
      if (card.installedAtSim !== undefined || card.plans.length === 0) continue;
      const order = this.store.order(card.mainOrderNum);
      if (order && now >= order.readyAt + this.knobs.autoInstallMs) this.install(card);
    }
  }

  install(card: SimCard): void {
    const order = this.store.order(card.mainOrderNum);
    if (!order || !this.isReady(order)) throw new SimError(3, 'eSIM not delivered yet');
    if (card.plans.length === 0) throw new SimError(4, 'eSIM has no active package (refunded)');
    if (card.installedAtSim === undefined) {
      card.installedAtSim = this.store.clock.now();
      this.store.changed();
    }
  }

  usageOf(card: SimCard): PlanUsage[] {
    return computeUsage(
      card.plans,
      card.installedAtSim,
      this.store.clock.now(),
      this.knobs.usageMbPerDay,
      card.bursts,
    );
  }

  /** A new eSIM: ICCID 89852… (19 digits, Luhn), activation code derived from the seed. */
  newCard(mainOrderNum: string, skuid: number): SimCard {
    const body = `8985200${String(this.store.nextCardSeq()).padStart(11, '0')}`;
    const iccid = body + luhn(body);
    const activationCode = createHash('sha256')
      .update(`${this.seed}:${iccid}`)
      .digest('hex')
      .slice(0, 24)
      .toUpperCase();
    return { iccid, smdpAddress: SMDP_ADDRESS, activationCode, mainOrderNum, skuid, plans: [] };
  }

  /** Spends the balance, or fails the way an empty account does. */
  charge(total: number): void {
    if (this.knobs.insufficientBalance || this.store.balance < total) {
      throw new SimError(
        99,
        `Insufficient balance: account balance ${this.store.balance.toFixed(2)} USD, order amount ${total.toFixed(2)} USD`,
      );
    }
    this.store.balance = this.store.balance - total;
  }
}

function luhn(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}
