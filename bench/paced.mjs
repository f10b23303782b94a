// A steady load: one request every 1/rate s, sent at its time whether or not the earlier ones have
// answered (an open loop, as independent shoppers arrive), each latency counted from the time the
// request was due. The rows "at N req/s" use it rather than autocannon's `overallRate`, which gives
// each connection a budget per second that it spends at once: N requests arrive together at the
// start of each second, and its histogram's correction (expected interval ⌈1/rate⌉ = 1 ms) adds
// made-up samples to every slow answer. That measures a burst, not a rate.
import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';

/** The answer's status once its body has been read (or 0 for a failed request). */
function send(agent, url, { method = 'GET', headers = {}, body }) {
  return new Promise((resolve) => {
    const call = httpRequest(url, { agent, method, headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    call.on('error', () => resolve(0));
    call.end(body);
  });
}

/**
 * Sends `rate` requests a second for `duration` seconds. `options` as for autocannon: method,
 * headers, body, or `requests: [{ setupRequest }]` to build each request from the last one.
 * Returns what bench/run.mjs reads of autocannon's result.
 */
export async function pacedRun(url, { overallRate: rate, duration, ...options }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const setup = options.requests?.[0]?.setupRequest;
  const base = { method: options.method, headers: options.headers ?? {}, body: options.body };
  const total = Math.round(rate * duration);
  const latencies = [];
  const counts = { ok: 0, non2xx: 0, errors: 0 };
  const answers = [];
  const start = performance.now() + 20;
  for (let index = 0; index < total; index += 1) {
    const due = start + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const request = setup ? setup({ ...base }) : base;
    answers.push(
      send(agent, url, request).then((status) => {
        if (status === 0) return void (counts.errors += 1);
        if (status < 200 || status >= 300) return void (counts.non2xx += 1);
        counts.ok += 1;
        latencies.push(performance.now() - due);
      }),
    );
  }
  await Promise.all(answers);
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share) =>
    latencies.length
      ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))])
      : NaN;
  return {
    requests: { average: counts.ok / seconds },
    latency: { p50: at(0.5), p99: at(0.99) },
    errors: counts.errors,
    non2xx: counts.non2xx,
    '2xx': counts.ok,
  };
}
