/**
 * A start with the embedded defaults (the bundled content file, SQLite, no SMTP_URL, no Contentful)
 * does not load the dependencies only other settings need; each is loaded at its first use instead.
 * Every such module is replaced by a factory that records its loading and answers the real module.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig } from '../../config/config';
import { createMailer } from '../../server/auth/mailer';
import { serverLogger, startServer } from '../../server/serve';

const mockLoaded: string[] = [];
jest.mock('pg', () => {
  mockLoaded.push('pg');
  return jest.requireActual<object>('pg');
});
jest.mock('nodemailer', () => {
  mockLoaded.push('nodemailer');
  return jest.requireActual<object>('nodemailer');
});
jest.mock('contentful', () => {
  mockLoaded.push('contentful');
  return jest.requireActual<object>('contentful');
});

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'lazy-modules-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('a start with the embedded defaults', () => {
  it('serves pages and searches without loading the PostgreSQL driver, nodemailer or the Contentful SDK', async () => {
    const config = parseConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dir });
    const server = await startServer(config, { logger: serverLogger(config, { write: () => true }) });
    try {
      await server.ready;
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      expect(mockLoaded).toEqual([]);
    } finally {
      await server.close();
    }
    // Building the sample space's snapshot and index takes seconds, and minutes on a loaded machine.
  }, 300_000);

  it('loads nodemailer at the first mail sent through SMTP_URL, not when the mailer is made', async () => {
    const logger = serverLogger(parseConfig({ NODE_ENV: 'test' }), { write: () => true });
    // Nothing listens on port 9 of loopback, so the send fails once nodemailer has been loaded.
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:9', from: 'help@example.test', logger });
    expect(mockLoaded).not.toContain('nodemailer');
    await expect(mailer.send({ to: 'reader@example.test', subject: 'Hello', text: 'Hi' })).rejects.toThrow();
    expect(mockLoaded).toContain('nodemailer');
  });
});
