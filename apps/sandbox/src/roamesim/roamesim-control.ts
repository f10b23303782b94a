import type { SandboxContext } from '../context';
import { ControlInputError, parseControlBody, registerControlSection } from '../control/control-sections';
import {
  advanceSchema,
  apiCodeSchema,
  DEFAULT_BALANCE,
  DEFAULT_TIME_SCALE,
  defaultRoamesimKnobs,
  installSchema,
  packagePriceSchema,
  roamesimPatchSchema,
  useDataSchema,
} from './roamesim-knobs';
import type { RoamesimSim } from './roamesim-sim';

/**
 * /__control/roamesim: GET the knobs and account state, PUT a partial patch, and actions
 * POST /__control/roamesim/install {iccid}, /use {iccid, mb} (data used at once on the running
 * plan of an installed eSIM), /advance {hours}, /expire-token, and /package
 * {apiCode, price} (the provider reprices a package: getPackages answers the new wholesale price
 * until a reset), /api-code {apiCode, like} (the account is given another code for a listed
 * package, as RoameSIM sets up a plan by hand: verify and order by it work, until a reset).
 */
export function registerRoamesimControl(ctx: SandboxContext, sim: RoamesimSim): void {
  const { store, auth } = sim;
  const listedPrices = new Map(sim.catalogue.packages.map((pkg) => [pkg.priceid, pkg.price]));
  const state = () => ({
    knobs: { ...sim.knobs, timeScale: store.clock.scale },
    balance: store.balance,
    ...auth.status(),
    orders: store.orders().length,
    esims: store.cards().length,
    simulatedNow: new Date(store.clock.now()).toISOString(),
    account: { phone: auth.credentials.phone },
  });

  registerControlSection(ctx, 'roamesim', {
    get: state,
    patch(body) {
      const { timeScale, balance, forceTokenExpiry, ...knobs } = parseControlBody(roamesimPatchSchema, body);
      Object.assign(sim.knobs, knobs);
      if (timeScale !== undefined) store.clock.setScale(timeScale);
      if (balance !== undefined) store.balance = balance;
      if (forceTokenExpiry) auth.expireNow();
      store.changed();
      return state();
    },
    reset() {
      sim.knobs = defaultRoamesimKnobs();
      store.clock.setScale(ctx.config.timeScale ?? DEFAULT_TIME_SCALE);
      store.balance = DEFAULT_BALANCE;
      for (const pkg of sim.catalogue.packages) pkg.price = listedPrices.get(pkg.priceid) ?? pkg.price;
      sim.catalogue.clearAddedApiCodes();
    },
    actions: {
      install(body) {
        const { iccid } = parseControlBody(installSchema, body);
        const card = store.card(iccid);
        if (!card) throw new ControlInputError('iccid', `no eSIM ${iccid}`);
        try {
          sim.install(card);
        } catch (error) {
          throw new ControlInputError('iccid', (error as Error).message);
        }
        return {
          iccid,
          installed: true,
          usage: sim.usageOf(card).map(({ plan, ...usage }) => ({ ...usage, orderNum: plan.orderNum })),
        };
      },
      use(body) {
        const { iccid, mb } = parseControlBody(useDataSchema, body);
        const card = store.card(iccid);
        if (!card) throw new ControlInputError('iccid', `no eSIM ${iccid}`);
        if (card.installedAtSim === undefined)
          throw new ControlInputError('iccid', 'the eSIM is not installed');
        card.bursts = [...(card.bursts ?? []), { atSim: store.clock.now(), mb }];
        store.changed();
        return {
          iccid,
          usage: sim.usageOf(card).map(({ plan, ...usage }) => ({ ...usage, orderNum: plan.orderNum })),
        };
      },
      advance(body) {
        const { hours } = parseControlBody(advanceSchema, body);
        store.clock.advance(hours * 3_600_000);
        store.changed();
        return state();
      },
      package(body) {
        const { apiCode, price } = parseControlBody(packagePriceSchema, body);
        const pkg = sim.catalogue.byApiCode(apiCode);
        if (!pkg) throw new ControlInputError('apiCode', `no package ${apiCode}`);
        const previousPrice = pkg.price;
        pkg.price = price;
        return { priceid: pkg.priceid, apiCode: pkg.apiCode, skuid: pkg.skuid, price, previousPrice };
      },
      'api-code'(body) {
        const { apiCode, like } = parseControlBody(apiCodeSchema, body);
        const pkg = like ? sim.catalogue.byApiCode(like) : sim.catalogue.packages[0];
        if (!pkg) throw new ControlInputError('like', `no package ${like}`);
        sim.catalogue.addApiCode(apiCode, pkg);
        return { apiCode, like: pkg.apiCode, priceid: pkg.priceid };
      },
      'expire-token'() {
        auth.expireNow();
        return state();
      },
    },
  });
}
