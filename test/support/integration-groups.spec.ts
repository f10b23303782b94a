import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ALONE, groupMembers, INTEGRATION_DIR } from './integration-groups.cjs';

const folders = readdirSync(INTEGRATION_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => join(INTEGRATION_DIR, entry.name));
const specsIn = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.int-spec.ts'))
    .map((name) => relative(INTEGRATION_DIR, join(folder, name)));

describe('the integration groups npm test runs', () => {
  it('runs every spec exactly once: in its folder’s group, or alone', () => {
    const run = [
      ...folders.flatMap((folder) => groupMembers(folder).map((spec) => relative(INTEGRATION_DIR, spec))),
      ...ALONE,
    ].sort();
    expect(run).toEqual(folders.flatMap(specsIn).sort());
  });

  it('has a group file, running its own folder, in every folder with specs', () => {
    for (const folder of folders.filter((candidate) => specsIn(candidate).length > 0)) {
      const name = folder.split('/').pop()!;
      const group = join(folder, `${name}.int-group.ts`);
      expect(`${relative(INTEGRATION_DIR, group)}: ${existsSync(group)}`).toBe(
        `${relative(INTEGRATION_DIR, group)}: true`,
      );
      expect(readFileSync(group, 'utf8')).toContain('runGroup(__filename)');
    }
  });

  it('leaves the specs that run alone out of their folder’s group', () => {
    for (const spec of ALONE) {
      expect(existsSync(join(INTEGRATION_DIR, spec))).toBe(true);
      const folder = join(INTEGRATION_DIR, spec.split('/')[0]);
      expect(groupMembers(folder)).not.toContain(join(INTEGRATION_DIR, spec));
      expect(groupMembers(folder).length).toBeGreaterThan(0);
    }
  });
});
