// Browser tests: each test drives a real Chromium against the production server, which the global
// setup starts once from dist/ on a free loopback port and the global teardown stops.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default {
  rootDir,
  displayName: 'browser',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/browser/**/*.test.ts'],
  transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  globalSetup: '<rootDir>/test/browser/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/browser/support/global-teardown.ts',
  // One Chromium at a time fits a two-core machine; a cold page with axe takes a few seconds.
  maxWorkers: 1,
  testTimeout: 60_000,
};
