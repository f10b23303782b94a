import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SimClock, type SimClockState } from './sim-clock';
import type { SimPlan, UsageBurst } from './usage';

export interface SimCard {
  iccid: string;
  smdpAddress: string;
  activationCode: string;
  /** The order that created the eSIM (top-ups point back to it through mainOrderNum). */
  mainOrderNum: string;
  skuid: number;
  plans: SimPlan[];
  installedAtSim?: number;
  /** Data used at once through the control API (POST /__control/roamesim/use). */
  bursts?: UsageBurst[];
}

export interface SimOrder {
  orderNum: string;
  seq: number;
  skuid: number;
  priceid: number;
  apiCode: string;
  display: string;
  packetName: string;
  count: number;
  daypassDays?: number;
  unitPrice: number;
  total: number;
  /** Real ms: created, and when the card data becomes available (cardDelayMs later). */
  createdAt: number;
  readyAt: number;
  otherOrderId?: string;
  otherItemId?: string;
  otherPrice?: string;
  remark?: string;
  customerEmail?: string;
  /** 0 normal, 2 cancelled (fully refunded), 4 partially refunded. */
  status: number;
  renew: 0 | 1;
  mainOrderNum?: string;
  renewOrderNums: string[];
  iccids: string[];
  refundedIccids: string[];
}

interface SimState {
  version: 1;
  balance: number;
  seq: number;
  cardSeq: number;
  orders: SimOrder[];
  cards: SimCard[];
  clock: SimClockState;
}

const FILE = 'roamesim.json';
const WRITE_DELAY_MS = 200;

/**
 * The RoameSIM sandbox's account: balance, orders and eSIMs, and the simulated clock. Kept in
 * memory; with a data directory, loaded at start and written (debounced) after each change, so a
 * restart keeps them. The catalogue is not stored: it is regenerated identically.
 */
export class RoamesimStore {
  readonly clock: SimClock;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private readonly orderIndex = new Map<string, SimOrder>();
  private readonly cardIndex = new Map<string, SimCard>();

  private constructor(
    private readonly state: SimState,
    private readonly dataDir: string | undefined,
  ) {
    this.clock = new SimClock(state.clock);
    for (const order of state.orders) this.orderIndex.set(order.orderNum, order);
    for (const card of state.cards) this.cardIndex.set(card.iccid, card);
  }

  static async open(
    dataDir: string | undefined,
    defaults: { balance: number; timeScale: number },
  ): Promise<RoamesimStore> {
    const fresh: SimState = {
      version: 1,
      balance: defaults.balance,
      seq: 0,
      cardSeq: 0,
      orders: [],
      cards: [],
      clock: SimClock.start(defaults.timeScale).snapshot(),
    };
    if (!dataDir) return new RoamesimStore(fresh, undefined);
    try {
      const saved = JSON.parse(await readFile(join(dataDir, FILE), 'utf8')) as SimState;
      if (saved.version === 1) return new RoamesimStore({ ...fresh, ...saved }, dataDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    return new RoamesimStore(fresh, dataDir);
  }

  get balance(): number {
    return this.state.balance;
  }

  set balance(value: number) {
    this.state.balance = Math.round(value * 100) / 100;
    this.changed();
  }

  nextOrderSeq(): number {
    return ++this.state.seq;
  }

  nextCardSeq(): number {
    return ++this.state.cardSeq;
  }

  orders(): readonly SimOrder[] {
    return this.state.orders;
  }

  order(orderNum: string): SimOrder | undefined {
    return this.orderIndex.get(orderNum);
  }

  card(iccid: string): SimCard | undefined {
    return this.cardIndex.get(iccid);
  }

  cards(): readonly SimCard[] {
    return this.state.cards;
  }

  addOrder(order: SimOrder, cards: SimCard[]): void {
    this.state.orders.push(order);
    this.orderIndex.set(order.orderNum, order);
    for (const card of cards) {
      this.state.cards.push(card);
      this.cardIndex.set(card.iccid, card);
    }
    this.changed();
  }

  /** Call after mutating an order or card in place. */
  changed(): void {
    if (!this.dataDir || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.write();
    }, WRITE_DELAY_MS);
    this.timer.unref();
  }

  /** Writes pending changes now (on close). */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
      await this.write();
    }
    await this.writing;
  }

  private write(): Promise<void> {
    const dir = this.dataDir;
    if (!dir) return Promise.resolve();
    this.state.clock = this.clock.snapshot();
    const text = JSON.stringify(this.state);
    this.writing = this.writing
      .then(async () => {
        await mkdir(dir, { recursive: true });
        const tmp = join(dir, `${FILE}.${process.pid}.tmp`);
        await writeFile(tmp, text);
        await rename(tmp, join(dir, FILE));
      })
      .catch((error: unknown) => console.error('roamesim sandbox: could not save its state', error));
    return this.writing;
  }
}
