/**
 * The e2e browser's `--disable-features`. Chromium reads that switch once (the last one given
 * wins), so a list of ours replaces the one Playwright passes: this list repeats Playwright's own
 * (1.65; chromium-features.spec.ts checks it against the installed copy) and adds the omnibox
 * popup. Chromium's headless mode builds that popup ahead of use as a WebUI page, two renderer
 * processes per browser window, and every test's context opens a window: about a quarter of the
 * browser's CPU in the suite went to an address bar nobody sees.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The omnibox popup's WebUI variants. */
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

export const DISABLE_FEATURES_SWITCH = `--disable-features=${[
  ...PLAYWRIGHT_DISABLED_FEATURES,
  ...OMNIBOX_POPUP_FEATURES,
].join(',')}`;
