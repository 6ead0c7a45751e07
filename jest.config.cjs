// Test tiers as Jest projects: unit tests beside the code (node or jsdom by file name), and
// integration tests in test/integration driving the Express app with supertest.
// openid-client, oidc-provider and their dependencies ship only as ES modules; Jest runs CommonJS, so
// Babel transforms those packages too (every other package is loaded as it is).
const ESM_PACKAGES = ['openid-client', 'oauth4webapi', 'jose', 'oidc-provider'];

const common = {
  transform: { '^.+\\.[cm]?[jt]sx?$': 'babel-jest' },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: { '\\.css$': '<rootDir>/test/support/style-mock.cjs' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Every locale's message table, as on the server (the browser loads one, shared/i18n/load-messages.ts).
  setupFiles: ['<rootDir>/shared/i18n/all-messages.ts'],
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{server,shared,config,content,client,bench,webpack}/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/test/support/setup-dom.ts'],
      testMatch: ['<rootDir>/{shared,client}/**/*.test.tsx'],
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/{integration,search}/**/*.test.{ts,tsx}'],
    },
    {
      ...common,
      displayName: 'cdn',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/cdn/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'faults',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/faults/**/*.test.{ts,tsx}'],
    },
  ],
};
