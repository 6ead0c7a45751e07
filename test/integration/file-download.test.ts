/**
 * The file-download form's request through the JSON API: the answer's `mailed` is what the form's
 * confirmation says (client/external-apps/static-forms.ts), so it must be true only where a
 * confirmation mail really left the site. Without JavaScript the page's plain form posts to the page
 * itself (server/routes/contact-form.ts), as the contact pages' forms do.
 */
import request from 'supertest';
import type { Mail, Mailer } from '../../server/auth/mailer';
import { NOT_A_FORM_MESSAGE } from '../../server/routes/form-posts';
import { DEFAULT_SUPPORT_REQUESTS_LIMIT } from '../../server/routes/support-api';
import { StoreUnavailableError, type Store } from '../../server/store/store';
import { loadTemplate } from '../../shared/registry';
import { buildTestApp, noscriptDocument, parseHtml, sampleSnapshot, storeForEachTest } from './support';

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

let store: Store;
let mails: Mail[];

storeForEachTest('file-download', (opened) => {
  store = opened;
});

beforeEach(() => {
  mails = [];
});

function build(delivers: boolean, usedStore: Store = store) {
  const mailer: Mailer = {
    delivers,
    send: (mail) => {
      if (delivers) mails.push(mail);
      return Promise.resolve();
    },
  };
  return buildTestApp(sample, { store: usedStore, loadTemplate, mailer }).app;
}

const CONSENT = 'I agree that my details are used to send me the download and related product information';
const FORM = { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', consent: 'true' };

function post(app: ReturnType<typeof build>, url: string, form: Record<string, string>) {
  return request(app).post(url).set('Origin', ORIGIN).type('form').send(form);
}

/** The values the page's script-free form shows, a box as 'true' when ticked. */
function keptValues(doc: Document): Record<string, string> {
  return Object.fromEntries(
    [...doc.querySelectorAll<HTMLInputElement>('[data-noscript] form [name]')].map((control) => [
      control.name,
      control.type === 'checkbox' ? String(control.checked) : control.value,
    ]),
  );
}

const problemsOf = (html: string) =>
  [...noscriptDocument(html).querySelectorAll('.hc-error-summary li')].map((item) => item.textContent);

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

describe('the script-free file-download form', () => {
  it('is on the page inside noscript instead of the notice, with the scripted form’s fields', async () => {
    // Act
    const response = await request(build(true)).get('/file-download/');

    // Assert
    const doc = noscriptDocument(response.text);
    const form = doc.querySelector<HTMLFormElement>('[data-noscript] form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.hasAttribute('action')).toBe(false);
    expect([...form.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'Your name (required)',
      'E-mail address (required)',
      'Company (required)',
      `${CONSENT} (required)`,
    ]);
    expect(form.querySelector('input[name="consent"]')!.getAttribute('type')).toBe('checkbox');
    expect(doc.body.textContent).not.toContain('Turn on JavaScript');
  });

  it('files a valid post with the consent given and answers 303 to a confirmation that leads back to the form', async () => {
    // Arrange
    const app = build(true);

    // Act
    const response = await post(app, '/file-download/', FORM);

    // Assert
    expect(response.status).toBe(303);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.location).toMatch(/^\/contact\/sent\/\?reference=HC-\d{8}&form=file-download$/);
    const reference = new URL(response.headers.location!, ORIGIN).searchParams.get('reference')!;
    expect(await store.findSupportRequest(reference)).toMatchObject({
      form: 'file-download',
      name: 'Ada Lovelace',
      pageUrl: '/file-download/',
    });
    expect(mails.map((mail) => mail.to)).toEqual(['ada@example.com']);
    const confirmation = await request(app).get(response.headers.location!);
    expect(confirmation.status).toBe(200);
    expect(confirmation.headers['cache-control']).toBe('private, no-store');
    const doc = parseHtml(confirmation.text);
    expect(doc.querySelector('h1')!.textContent).toBe('Request sent');
    expect(doc.querySelector('.hc-request-sent__reference strong')!.textContent).toBe(reference);
    const waysOn = [...doc.querySelectorAll('.hc-request-sent__actions a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(waysOn).toEqual([
      ['Request another download', '/file-download/'],
      ['Go to the support home', '/'],
    ]);
    expect(doc.querySelector('.hc-language-switch a')!.getAttribute('href')).toBe('/ja/file-download/');
  });

  it('sends back a post without consent as 400 with the summary linked to each field and every value kept', async () => {
    // Arrange
    const { consent: _unticked, ...form } = { ...FORM, email: 'not-an-address' };

    // Act
    const response = await post(build(true), '/file-download/', form);

    // Assert
    expect(response.status).toBe(400);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const doc = noscriptDocument(response.text);
    expect(doc.title).toMatch(/^Error: Download files/);
    const summary = [...doc.querySelectorAll('.hc-error-summary a')].map((link) => [
      link.getAttribute('href'),
      link.textContent,
    ]);
    expect(summary).toEqual([
      ['#hc-nojs-support-email', 'E-mail address must be an e-mail address, like name@example.com.'],
      ['#hc-nojs-support-consent', `${CONSENT}: please tick this box.`],
    ]);
    const box = doc.querySelector('#hc-nojs-support-consent')!;
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('hc-nojs-support-consent-error');
    expect(keptValues(doc)).toEqual({ ...form, consent: 'false' });
    expect(await store.listSupportRequests({ offset: 0, limit: 10 })).toMatchObject({ total: 0 });
    expect(mails).toEqual([]);
  });

  it('keeps a ticked box ticked when another field is sent back', async () => {
    // Act
    const response = await post(build(true), '/file-download/', { ...FORM, company: '' });

    // Assert
    expect(response.status).toBe(400);
    expect(problemsOf(response.text)).toEqual(['Company is required.']);
    expect(keptValues(noscriptDocument(response.text))).toEqual({ ...FORM, company: '' });
  });

  it('names every problem of an empty Japanese post in Japanese, and files a Japanese post under /ja', async () => {
    // Arrange
    const app = build(true);

    // Act
    const empty = await post(app, '/ja/file-download/', {});
    const filed = await post(app, '/ja/file-download/', FORM);

    // Assert
    expect(empty.status).toBe(400);
    expect(problemsOf(empty.text)).toEqual([
      '氏名を入力してください。',
      'メール アドレスを入力してください。',
      '会社名を入力してください。',
      'ダウンロードと関連製品の情報を送付するために、入力した情報が使用されることに同意します: このチェック ボックスをオンにしてください。',
    ]);
    expect(filed.headers.location).toMatch(/^\/ja\/contact\/sent\/\?reference=HC-\d{8}&form=file-download$/);
    const confirmation = parseHtml((await request(app).get(filed.headers.location!)).text);
    expect(confirmation.querySelector('.hc-request-sent__actions a')!.textContent).toBe('別のダウンロードをリクエスト');
    expect(confirmation.querySelector('.hc-request-sent__actions a')!.getAttribute('href')).toBe('/ja/file-download/');
    expect(confirmation.querySelector('.hc-language-switch a')!.getAttribute('href')).toBe('/file-download/');
  });

  it('refuses a body that is not a form with 415, saving nothing', async () => {
    // Act
    const response = await request(build(true))
      .post('/file-download/')
      .set('Origin', ORIGIN)
      .send({ ...FORM, consent: true });

    // Assert
    expect(response.status).toBe(415);
    expect(response.headers['accept-post']).toBe('application/x-www-form-urlencoded');
    expect(response.text).toBe(NOT_A_FORM_MESSAGE);
    expect(await store.listSupportRequests({ offset: 0, limit: 10 })).toMatchObject({ total: 0 });
  });

  it('counts only posts it would file toward the shared limit and, over it, answers 429 with the values kept', async () => {
    // Arrange
    const app = build(true);
    const { limit } = DEFAULT_SUPPORT_REQUESTS_LIMIT;
    const refused = [];
    for (let index = 0; index < limit * 2; index += 1) {
      refused.push((await post(app, '/file-download/', { ...FORM, consent: '' })).status);
    }
    for (let index = 0; index < limit; index += 1) await post(app, '/file-download/', FORM).expect(303);

    // Act
    const flood = await post(app, '/file-download/', { ...FORM, company: 'One too many' });
    const toFix = await post(app, '/file-download/', { ...FORM, name: '' });
    const api = await request(app).post('/gateway/api/support-requests').set('Origin', ORIGIN).send(DOWNLOAD_REQUEST);

    // Assert
    expect(refused.every((status) => status === 400)).toBe(true);
    expect(flood.status).toBe(429);
    expect(flood.headers['retry-after']).toMatch(/^\d+$/);
    expect(problemsOf(flood.text)).toEqual(['Too many requests. Please wait a minute and try again.']);
    expect(keptValues(noscriptDocument(flood.text))).toEqual({ ...FORM, company: 'One too many' });
    expect(toFix.status).toBe(400);
    expect(problemsOf(toFix.text)).toEqual(['Your name is required.']);
    expect(api.status).toBe(429);
    expect((await store.listSupportRequests({ offset: 0, limit: 50 })).total).toBe(limit);
  });

  it('keeps the values and says to send again when the store cannot save (503)', async () => {
    // Arrange
    const unavailable = Object.create(store) as Store;
    unavailable.createSupportRequest = () => Promise.reject(new StoreUnavailableError('locked'));

    // Act
    const response = await post(build(true, unavailable), '/file-download/', FORM);

    // Assert
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(problemsOf(response.text)[0]).toMatch(/still in the form/);
    expect(keptValues(noscriptDocument(response.text))).toEqual(FORM);
    expect(mails).toEqual([]);
  });
});
