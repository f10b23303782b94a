// CPU time per part of the stack, read from /proc: each process the stack started (api, worker,
// sandbox, redis) and the embedded PostgreSQL, each with all its descendants (Postgres' backends,
// the api's cluster workers). User + system time, in ms, so a figure per unit of work does not
// depend on how busy the machine is.
import { readFileSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** pid → { ppid, ms } for every process, where ms is its own CPU time and its reaped children's. */
function processTable() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // the command name may hold spaces and parentheses: the fields start after the last ')'
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    table.set(Number(entry), { ppid: Number(fields[1]), ms: (ticks * 1000) / TICKS_PER_SECOND });
  }
  return table;
}

function treeMs(table, rootPid) {
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    const row = table.get(pid);
    if (!row) continue;
    total += row.ms;
    for (const [child, candidate] of table) if (candidate.ppid === pid) stack.push(child);
  }
  return total;
}

/** The parts to watch: name → root pid. Worker processes are summed as one "worker" part. */
export function stackParts(stack) {
  const parts = {};
  for (const { name, child } of stack.children) {
    if (!child.pid || name === 'migrate') continue;
    const part = name.startsWith('worker') ? 'worker' : name;
    (parts[part] ??= []).push(child.pid);
  }
  if (stack.services?.postgres?.pid) parts.postgres = [stack.services.postgres.pid];
  return parts;
}

/**
 * Postgres backend pid → the application connected to it (`derleng-api`, `derleng-worker`: the
 * processes' TypeORM pools), from pg_stat_activity. `db` is a connected pg Client.
 */
export async function postgresClients(db) {
  const { rows } = await db.query(
    `SELECT pid, application_name FROM pg_stat_activity WHERE application_name LIKE 'derleng-%'`,
  );
  return new Map(rows.map((row) => [row.pid, row.application_name.replace(/^derleng-/, '')]));
}

/**
 * Whom each Postgres backend serves, watched through a measurement: pg_stat_activity and each
 * backend's CPU so far, read every `intervalMs`. A backend that ends during the measurement (a pool
 * closing a connection idle for its timeout) takes its CPU time to the postmaster's total of reaped
 * children, which would count it under "postgres" and leave its client's part short; its last
 * reading keeps it with its client. Pass `clients` to `cpuNow`; `stop()` reads once more.
 */
export async function watchBackends(db, intervalMs = 500) {
  const clients = new Map();
  const read = async () => {
    const named = await postgresClients(db);
    const table = processTable();
    for (const [pid, client] of named) clients.set(pid, { client, ms: table.get(pid)?.ms ?? 0 });
  };
  await read();
  let reading = Promise.resolve();
  const timer = setInterval(() => {
    reading = reading.then(read).catch(() => {});
  }, intervalMs);
  return {
    clients,
    async stop() {
      clearInterval(timer);
      await reading;
      await read();
    },
  };
}

/**
 * CPU ms of each part now. With `clients` (watchBackends' map, or postgresClients' pid → client),
 * the Postgres part is split by whom its backends serve: "postgres for api", "postgres for worker",
 * and "postgres" for the rest (the server's own processes, other connections). A backend that has
 * ended counts with its last reading (watchBackends).
 */
export function cpuNow(parts, clients = null) {
  const table = processTable();
  const totals = Object.fromEntries(
    Object.entries(parts).map(([name, pids]) => [
      name,
      pids.reduce((sum, pid) => sum + treeMs(table, pid), 0),
    ]),
  );
  if (clients && parts.postgres)
    for (const [pid, entry] of clients) {
      const client = typeof entry === 'string' ? entry : entry.client;
      const ms = table.get(pid)?.ms ?? (typeof entry === 'string' ? undefined : entry.ms);
      if (ms === undefined) continue;
      const key = `postgres for ${client}`;
      totals[key] = (totals[key] ?? 0) + ms;
      totals.postgres -= ms;
    }
  return totals;
}

/** "api 4.1 · postgres 6.0 · …": CPU ms per unit between two readings, the busiest parts first. */
export function perUnit(before, after, units) {
  if (!units) return '-';
  const parts = Object.keys(after)
    .map((name) => [name, (after[name] - (before[name] ?? 0)) / units])
    .filter(([, ms]) => ms >= 0.05)
    .sort((a, b) => b[1] - a[1]);
  const total = parts.reduce((sum, [, ms]) => sum + ms, 0);
  return `${total.toFixed(1)} (${parts.map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(' · ')})`;
}
