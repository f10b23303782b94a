import { catalogueTargets } from './catalogue.mjs';
import { checkoutTargets } from './checkout.mjs';
import { measurePipeline } from './pipeline.mjs';
import { measurePaidToPush } from './paid-to-push.mjs';
import { measureFanout } from './fanout.mjs';
import { measureWorkers } from './workers.mjs';
import { measurePaymentChecks } from './payment-checks.mjs';

// What `npm run bench` measures, side by side in one run. Later features add their routes here.
// Reads come first: the write targets leave the worker busy (payment checks of every order they
// create), which would otherwise weigh on the reads measured after them.
export const TARGETS = [
  { name: 'raw node http (ceiling)', raw: true },
  { name: 'bare Nest route GET /api/health', path: '/api/health' },
  { name: 'GET /api/health/ready (database + queue)', path: '/api/health/ready' },
  ...catalogueTargets,
  { name: 'pipeline: payment confirmed → eSIM on a socket', measure: measurePipeline },
  { name: 'paid → on screen: approved → eSIM on a socket, per payment route', measure: measurePaidToPush },
  { name: 'fan-out: /ws broadcast to 5,000 sockets', measure: measureFanout },
  { name: 'workers: provisioning throughput, 1 vs 2 workers', measure: measureWorkers },
  ...checkoutTargets,
  { name: 'payment checks: CPU per check of unpaid orders', measure: measurePaymentChecks },
];
