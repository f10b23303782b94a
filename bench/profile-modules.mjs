// A V8 CPU profile (the inspector's Profiler.stop, or `node --cpu-prof`) summed by what ran: self
// time per npm package, per folder of our own code (libs/<lib>/<folder>), per Node internal module,
// and the engine's own rows (garbage collector, program). Idle time is left out.

/** "pg", "libs/esims/provisioning", "node:net", "(garbage collector)" for one call frame. */
export function moduleOf({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const packages = url.split('/node_modules/');
  if (packages.length > 1) {
    const parts = packages.at(-1).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const own = /\/dist\/(libs|apps)\/([^/]+)\/src\/(?:([^/]+)\/)?/.exec(url);
  if (own) return `${own[1]}/${own[2]}${own[3] ? `/${own[3]}` : ''}`;
  const internal = /^node:(?:internal\/)?([^/]+)/.exec(url);
  if (internal) return `node:${internal[1].replace(/\.js$/, '')}`;
  return url;
}

/** { total, rows: [{ module, ms, share }] } busiest first, in ms of self time. */
export function profileByModule(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  profile.samples.forEach((id, index) => {
    const name = moduleOf(byId.get(id).callFrame);
    selfUs.set(name, (selfUs.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  selfUs.delete('(idle)');
  const total = [...selfUs.values()].reduce((sum, us) => sum + us, 0) / 1000;
  const rows = [...selfUs]
    .map(([module, us]) => ({
      module,
      ms: Math.round(us / 100) / 10,
      share: `${(us / 10 / total || 0).toFixed(1)}%`,
    }))
    .sort((a, b) => b.ms - a.ms);
  return { total, rows };
}
