import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type Sandbox } from '../../../apps/sandbox/src/sandbox';

async function start(dataDir: string, timeScale?: number): Promise<Sandbox> {
  return startSandbox({
    port: 0,
    host: '127.0.0.1',
    smtpPort: 0,
    dataDir,
    seed: 'clock',
    publicUrl: 'http://127.0.0.1',
    timeScale,
  });
}

async function pace(sandbox: Sandbox): Promise<number> {
  const state = (await (await fetch(`${sandbox.url}/__control/roamesim`)).json()) as {
    knobs: { timeScale: number };
  };
  return state.knobs.timeScale;
}

describe("the sandbox RoameSIM's simulated clock", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'derleng-clock-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs in real time unless a test or drill asks for another pace, which does not outlive its run', async () => {
    const plain = await start(dataDir);
    expect(await pace(plain)).toBe(1);
    await plain.close();

    const drill = await start(dataDir, 3600);
    expect(await pace(drill)).toBe(3600);
    await fetch(`${drill.url}/__control/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await pace(drill)).toBe(3600); // a reset goes back to the configured pace
    await drill.close();

    // the saved state keeps the simulated instant, not the drill's pace
    const again = await start(dataDir);
    expect(await pace(again)).toBe(1);
    await again.close();
  });
});
