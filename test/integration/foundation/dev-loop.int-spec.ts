import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../../..');

interface NestProject {
  type: 'application' | 'library';
  root: string;
  sourceRoot: string;
  entryFile: string;
}
interface DevPlan {
  affectedProcesses(paths: string[]): string[];
  viteDevServer(options: { host: string; port: number; apiUrl: string }): {
    args: string[];
    env: Record<string, string>;
  };
  devStackEnv(options: { webUrl: string }): Record<string, string>;
}

const nestCli = JSON.parse(readFileSync(join(root, 'nest-cli.json'), 'utf8')) as {
  monorepo: boolean;
  root: string;
  projects: Record<string, NestProject>;
};
const load = async <T>(file: string): Promise<T> => (await import(join(root, file))) as T;

describe('nest-cli.json describes the monorepo', () => {
  it('names the three server apps with the entry points the stack runs', async () => {
    const { ENTRYPOINTS } = await load<{ ENTRYPOINTS: Record<string, string> }>('scripts/entrypoints.mjs');
    expect(nestCli.monorepo).toBe(true);
    for (const app of ['api', 'worker', 'sandbox']) {
      const project = nestCli.projects[app];
      expect(project).toMatchObject({
        type: 'application',
        root: `apps/${app}`,
        sourceRoot: `apps/${app}/src`,
      });
      expect(`dist/${project.sourceRoot}/${project.entryFile}.js`).toBe(ENTRYPOINTS[app]);
    }
    expect(nestCli.projects[nestCli.root.replace('apps/', '')]).toBeDefined();
  });

  it('lists every lib, each with its index, and nothing that does not exist', () => {
    const libs = readdirSync(join(root, 'libs')).sort();
    const listed = Object.entries(nestCli.projects)
      .filter(([, project]) => project.type === 'library')
      .map(([name]) => name)
      .sort();
    expect(listed).toEqual(libs);
    for (const lib of libs) {
      const project = nestCli.projects[lib];
      expect(project.sourceRoot).toBe(`libs/${lib}/src`);
      expect(existsSync(join(root, project.sourceRoot, `${project.entryFile}.ts`))).toBe(true);
    }
  });
});

describe('npm run dev wiring', () => {
  it('is the dev script', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.dev).toBe('node scripts/dev.mjs');
  });

  it('restarts the processes that run a changed file', async () => {
    const { affectedProcesses } = await load<DevPlan>('scripts/dev-plan.mjs');
    expect(affectedProcesses(['apps/api/src/main.ts'])).toEqual(['api']);
    expect(affectedProcesses(['apps/worker/src/worker.module.ts'])).toEqual(['worker']);
    expect(affectedProcesses(['apps/sandbox/src/payway/payway.routes.ts'])).toEqual(['sandbox']);
    expect(affectedProcesses(['libs/payments/src/index.ts'])).toEqual(['worker', 'api']);
    expect(affectedProcesses(['apps/web/src/main.tsx', 'docs/architecture.md'])).toEqual([]);
  });

  it("points the shop's origin at Vite, and Vite's /api and /ws at the api", async () => {
    const { viteDevServer, devStackEnv } = await load<DevPlan>('scripts/dev-plan.mjs');
    expect(devStackEnv({ webUrl: 'http://127.0.0.1:5173' })).toEqual({ PUBLIC_URL: 'http://127.0.0.1:5173' });
    const dev = viteDevServer({ host: '127.0.0.1', port: 5173, apiUrl: 'http://127.0.0.1:3999' });
    expect(existsSync(join(root, dev.args[0]))).toBe(true);
    expect(dev.args).toEqual(
      expect.arrayContaining(['--strictPort', '--port', '5173', '--host', '127.0.0.1']),
    );
    const config = dev.args[dev.args.indexOf('--config') + 1];
    // Vite's own loader reads the config with the env the dev script gives it.
    const probe = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { loadConfigFromFile } from 'vite';
         const loaded = await loadConfigFromFile({ command: 'serve', mode: 'development' }, ${JSON.stringify(config)});
         const alias = loaded.config.resolve.alias[0];
         console.log(JSON.stringify({ proxy: loaded.config.server.proxy, i18n: '@app/i18n'.replace(alias.find, alias.replacement) }));`,
      ],
      { cwd: root, env: { ...process.env, ...dev.env }, encoding: 'utf8' },
    );
    expect({ status: probe.status, stderr: probe.status === 0 ? '' : probe.stderr }).toEqual({
      status: 0,
      stderr: '',
    });
    const { proxy, i18n } = JSON.parse(probe.stdout.trim().split('\n').at(-1) as string) as {
      proxy: Record<string, string | { target: string; ws?: boolean }>;
      i18n: string;
    };
    expect(proxy['/api']).toBe('http://127.0.0.1:3999');
    expect(proxy['/ws']).toEqual({ target: 'http://127.0.0.1:3999', ws: true });
    // every lib resolves in the dev server too (a lib name with digits included)
    expect(i18n).toBe(join(root, 'libs/i18n/src'));
  });
});
