import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DISABLE_FEATURES_SWITCH, PLAYWRIGHT_DISABLED_FEATURES } from './chromium-features';

/** The features the installed Playwright disables (its `disabledFeatures` list, comments left out). */
function installedPlaywrightList(): string[] {
  const bundle = readFileSync(
    join(__dirname, '../../../node_modules/playwright-core/lib/coreBundle.js'),
    'utf8',
  );
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1];
  if (!list)
    throw new Error("Playwright's disabledFeatures list was not found: read its chromium switches again");
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([A-Za-z]+)"/g)].map((match) => match[1]!);
}

describe('the e2e browser’s disabled features', () => {
  it('keep every feature Playwright itself disables, since ours replaces its switch', () => {
    const installed = installedPlaywrightList();
    expect(installed.length).toBeGreaterThan(5);
    expect(installed.filter((feature) => !PLAYWRIGHT_DISABLED_FEATURES.includes(feature))).toEqual([]);
  });

  it('turn the omnibox popup’s WebUI off', () => {
    expect(DISABLE_FEATURES_SWITCH.split('=')[1]!.split(',')).toEqual(
      expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']),
    );
  });
});
