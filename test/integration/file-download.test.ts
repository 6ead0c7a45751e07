/**
 * The file-download form's request through the JSON API: the answer's `mailed` is what the form's
 * confirmation says (client/external-apps/static-forms.ts), so it must be true only where a
 * confirmation mail really left the site.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { Mail, Mailer } from '../../server/auth/mailer';
import { createStore, type Store } from '../../server/store/store';
import { loadTemplate } from '../../shared/registry';
import { buildTestApp, sampleSnapshot } from './support';

const sample = sampleSnapshot();
const ORIGIN = 'https://support.example.com';
const DOWNLOAD_REQUEST = {
  form: 'file-download',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  consent: true,
  pageUrl: '/file-download/',
};

let dataDir: string;
let store: Store;
let mails: Mail[];

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'help-centre-file-download-'));
  store = await createStore({ dataDir, databaseUrl: undefined });
  mails = [];
});

afterEach(async () => {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function build(delivers: boolean) {
  const mailer: Mailer = {
    delivers,
    send: (mail) => {
      if (delivers) mails.push(mail);
      return Promise.resolve();
    },
  };
  return buildTestApp(sample, { store, loadTemplate, mailer }).app;
}

describe('a file-download request', () => {
  it('is answered mailed where the site sends mail, and the confirmation goes to the address given', async () => {
    // Arrange
    const app = build(true);

    // Act
    const response = await request(app)
      .post('/gateway/api/support-requests')
      .set('Origin', ORIGIN)
      .send(DOWNLOAD_REQUEST);

    // Assert
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ reference: expect.stringMatching(/^HC-/), mailed: true });
    expect(mails.map((mail) => mail.to)).toEqual(['ada@example.com']);
    expect(mails[0]!.subject).toContain(response.body.reference);
  });

  it('is answered not mailed where the site has no mail server, though it is filed', async () => {
    // Arrange
    const app = build(false);

    // Act
    const response = await request(app)
      .post('/gateway/api/support-requests')
      .set('Origin', ORIGIN)
      .send(DOWNLOAD_REQUEST);

    // Assert
    expect(response.status).toBe(201);
    expect(response.body.mailed).toBe(false);
    expect(mails).toEqual([]);
    expect(await store.findSupportRequest((response.body as { reference: string }).reference)).toMatchObject({
      form: 'file-download',
    });
  });
});
