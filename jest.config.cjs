// Jest on Nest 12 (ESM-only packages) under Node 20: @swc/jest compiles both our TypeScript and the
// ESM @nestjs/* files to CommonJS. Types are checked separately by `npm run typecheck`.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];
const shared = {
  // Node's environment with the file's globals read at full speed (see the file).
  testEnvironment: '<rootDir>/test/support/node-environment.cjs',
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  transform: { '^.+\\.(t|j|mj)s$': swc },
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|file-type|uid|load-esm|strtok3|token-types|@tokenizer|uint8array-extras|content-disposition|@fastify/cookie|cookie|otplib|@otplib|@scure|@noble)/)',
  ],
  moduleNameMapper: {
    '^@app/([a-z0-9-]+)$': '<rootDir>/libs/$1/src',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};
const { ALONE } = require('./test/support/integration-groups.cjs');

/** An integration project: real Postgres and Redis from the global setup. */
const integration = (displayName, testMatch) => ({
  ...shared,
  displayName,
  rootDir: __dirname,
  testMatch,
  testEnvironment: '<rootDir>/test/support/integration-environment.cjs',
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
});

module.exports = {
  // Hooks too: an integration file's beforeAll starts Postgres-backed apps, slow on a busy 2-core machine.
  testTimeout: 60000,
  // The integration files that run for minutes start first (see the file).
  testSequencer: '<rootDir>/test/support/slow-first-sequencer.cjs',
  projects: [
    {
      ...shared,
      displayName: 'unit',
      rootDir: __dirname,
      testMatch: [
        '<rootDir>/{apps,libs}/*/src/**/*.spec.ts',
        '<rootDir>/scripts/**/*.spec.ts',
        '<rootDir>/test/e2e/support/*.spec.ts',
        '<rootDir>/test/support/*.spec.ts',
      ],
    },
    integration('integration', ['<rootDir>/test/integration/**/*.int-spec.ts']),
    // The same specs as `npm test` runs them: a folder's specs together in one Jest file, the few
    // longest alone (test/support/integration-groups.cjs). Only when named (`--selectProjects
    // integration-groups`), so that plain `jest` runs each spec once.
    ...(process.argv.includes('integration-groups')
      ? [
          integration('integration-groups', [
            '<rootDir>/test/integration/*/*.int-group.ts',
            ...ALONE.map((spec) => `<rootDir>/test/integration/${spec}`),
          ]),
        ]
      : []),
  ],
};
