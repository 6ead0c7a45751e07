/**
 * The contact pages' support form without JavaScript (server/routes/contact-form.ts): a plain form
 * post to the page's own address files the request as the JSON API does, answers 303 to a
 * confirmation nobody caches, and sends a post to fix back as the page with an error summary, each
 * field's problem beside it and every value kept.
 */
import request from 'supertest';
import type { Mail, Mailer } from '../../server/auth/mailer';
import { resolverExport } from '../../server/content/resolvers/resolver-fixtures';
import { buildSnapshot } from '../../server/content/snapshot';
import { DEFAULT_SUPPORT_REQUESTS_LIMIT } from '../../server/routes/support-api';
import { NOT_A_FORM_MESSAGE } from '../../server/routes/form-posts';
import { CROSS_SITE_MESSAGE } from '../../server/auth/origin-check';
import { StoreUnavailableError, type Store } from '../../server/store/store';
import { loadTemplate } from '../../shared/registry';
import { buildTestApp, parseHtml, noscriptDocument, sampleSnapshot, storeForEachTest } from './support';

const snapshot = buildSnapshot(resolverExport(), { logger: { error: () => undefined } });
const ORIGIN = 'https://support.example.com';

let store: Store;
let mails: Mail[];

storeForEachTest('contact-form', (opened) => {
  store = opened;
});

beforeEach(() => {
  mails = [];
});

function build(overrides: { store?: Store; delivers?: boolean } = {}) {
  const mailer: Mailer = {
    delivers: overrides.delivers ?? true,
    send: (mail) => {
      mails.push(mail);
      return Promise.resolve();
    },
  };
  return buildTestApp(snapshot, { store: overrides.store ?? store, loadTemplate, mailer }).app;
}

type App = ReturnType<typeof build>;

const VALID = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  product: '',
  ticketType: 'bug',
  summary: 'The board does not load',
  description: 'Since this morning the board shows a blank page.',
};

function post(app: App, url: string, form: Record<string, string>) {
  return request(app).post(url).set('Origin', ORIGIN).type('form').send(form);
}

async function storedRequest(location: string) {
  const reference = new URL(location, ORIGIN).searchParams.get('reference')!;
  return { reference, stored: await store.findSupportRequest(reference) };
}

describe('the script-free contact form', () => {
  it('is on the contact page inside noscript, posting to the page with the scripted form’s fields and labels', async () => {
    // Act
    const response = await request(build()).get('/contact/');

    // Assert
    const doc = noscriptDocument(response.text);
    const form = doc.querySelector<HTMLFormElement>('[data-noscript] form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.hasAttribute('action')).toBe(false);
    expect(form.querySelector('h2')!.textContent).toBe('Create a support request');
    const labels = [...form.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual([
      'Your name (required)',
      'E-mail address (required)',
      'Product',
      'Request type (required)',
      'Summary (required)',
      'Description (required)',
    ]);
    const names = [...form.querySelectorAll('input, select, textarea')].map((control) => control.getAttribute('name'));
    expect(names).toEqual(['name', 'email', 'product', 'ticketType', 'summary', 'description']);
    expect(form.querySelector('[name="summary"]')!.getAttribute('maxlength')).toBe('200');
    expect(form.querySelector('[name="description"]')!.getAttribute('maxlength')).toBe('5000');
    expect(doc.querySelector('[data-noscript] .hc-external-app__noscript')!.textContent).toMatch(/simpler version/);
  });

  it('chooses the product and request type its address names, as the scripted form does, each address its own page', async () => {
    // Arrange
    const app = build();
    const chosen = async (url: string) => {
      const form = noscriptDocument((await request(app).get(url)).text).querySelector('[data-noscript] form')!;
      return ['product', 'ticketType'].map(
        (name) => form.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!.selectedOptions[0]!.textContent,
      );
    };

    // Act: one after the other, so each later page could come from the html cache of an earlier one
    const named = await chosen('/contact/?product=trello&ticketType=bug');
    const plain = await chosen('/contact/');
    const unknown = await chosen('/contact/?product=no-such-product&ticketType=complaint');
    const again = await chosen('/contact/?product=Trello');
    const japanese = await chosen('/ja/contact/?product=trello');

    // Assert
    expect(named).toEqual(['Trello', 'Bug']);
    expect(plain).toEqual(['Choose one', 'Choose one']);
    expect(unknown).toEqual(['Choose one', 'Choose one']);
    expect(again).toEqual(['Trello', 'Choose one']);
    expect(japanese[0]).toBe('Trello');
  });

  it('opens the Statuspage form on Statuspage unless its address names another product, in both languages', async () => {
    // Arrange: the sample space, whose products include Statuspage
    const { app } = buildTestApp(sampleSnapshot(), { loadTemplate });
    const page = async (url: string) => {
      const html = (await request(app).get(url)).text;
      const form = noscriptDocument(html).querySelector('[data-noscript] form')!;
      const product = form.querySelector<HTMLSelectElement>('select[name="product"]')!.selectedOptions[0]!.textContent;
      return { product, languageLink: parseHtml(html).querySelector('.hc-language-switch a')!.getAttribute('href') };
    };

    // Act
    const plain = await page('/statuspage-contact/');
    const japanese = await page('/ja/statuspage-contact/');
    const other = await page('/statuspage-contact/?product=opsgenie');

    // Assert: its own product goes without saying in the language switch's address
    expect(plain).toEqual({ product: 'Statuspage', languageLink: '/ja/statuspage-contact/' });
    expect(japanese).toEqual({ product: 'Statuspage', languageLink: '/statuspage-contact/' });
    expect(other).toEqual({ product: 'Opsgenie', languageLink: '/ja/statuspage-contact/?product=opsgenie' });
  });

  it("opens on Bug and the article's product from a KB article's 'Report a problem', in English and Japanese", async () => {
    // Arrange
    const app = build();
    const followed = async (articleUrl: string, linkText: string) => {
      const article = parseHtml((await request(app).get(articleUrl)).text);
      const link = [...article.querySelectorAll('a')].find((anchor) => anchor.textContent === linkText)!;
      const href = link.getAttribute('href')!;
      const form = noscriptDocument((await request(app).get(href)).text).querySelector('[data-noscript] form')!;
      const shown = ['product', 'ticketType'].map(
        (name) => form.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!.selectedOptions[0]!.textContent,
      );
      return { href, shown };
    };

    // Act
    const english = await followed('/jira-cloud/kb/cannot-log-in/', 'Report a problem');
    const japanese = await followed('/ja/jira-cloud/kb/cannot-log-in/', '問題を報告');

    // Assert
    expect(english).toEqual({ href: '/contact/?ticketType=bug&product=jira&pageId=kb-login', shown: ['Jira', 'Bug'] });
    expect(japanese).toEqual({
      href: '/ja/contact/?ticketType=bug&product=jira&pageId=kb-login',
      shown: ['Jira', 'バグ'],
    });
  });

  it('files a valid post, mails the confirmation and answers 303 to a confirmation nobody caches', async () => {
    // Arrange
    const app = build();

    // Act
    const response = await post(app, '/contact/?ticketType=bug', VALID);

    // Assert
    expect(response.status).toBe(303);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.location).toMatch(/^\/contact\/sent\/\?reference=HC-\d{8}&ticketType=bug$/);
    const { reference, stored } = await storedRequest(response.headers.location!);
    expect(stored).toMatchObject({
      form: 'support',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      product: null,
      summary: 'The board does not load',
      pageUrl: '/contact/?ticketType=bug',
      ownerEmail: null,
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('ada@example.com');
    expect(mails[0]!.subject).toContain(reference);

    const confirmation = await request(app).get(response.headers.location!);
    expect(confirmation.status).toBe(200);
    expect(confirmation.headers['cache-control']).toBe('private, no-store');
    const doc = parseHtml(confirmation.text);
    expect(doc.querySelector('h1')!.textContent).toBe('Request sent');
    expect(doc.querySelector('.hc-request-sent__reference strong')!.textContent).toBe(reference);
    expect(doc.querySelector('meta[name="robots"]')!.getAttribute('content')).toContain('noindex');
    expect(doc.querySelector('.hc-request-sent')!.textContent).toContain('What happens next');
    expect(doc.querySelector('.hc-request-sent')!.textContent).toContain(
      'We have e-mailed a confirmation with this reference to the address you gave.',
    );
    // The ways on, as the scripted form offers them: the same form again, and the support home.
    const waysOn = [...doc.querySelectorAll('.hc-request-sent__actions a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    // 'Send another request' opens the form as its address chose it: a bug, here.
    expect(waysOn).toEqual([
      ['Send another request', '/contact/?ticketType=bug'],
      ['Go to the support home', '/'],
    ]);
    // Asked again, the confirmation is rendered again, never served from the html cache.
    const again = await request(app).get(response.headers.location!);
    expect(again.headers['cache-control']).toBe('private, no-store');
  });

  it("leads 'Send another request' back to the form as its address chose it, and carries nothing else", async () => {
    // Arrange
    const app = build();
    const long = 'x'.repeat(101);

    // Act
    const chosen = await post(app, '/ja/contact/?product=confluence&ticketType=suggestion&utm_source=mail', VALID);
    const odd = await post(app, `/contact/?product=${long}&ticketType=bug&ticketType=question`, VALID);

    // Assert
    expect(chosen.headers.location).toMatch(
      /^\/ja\/contact\/sent\/\?reference=HC-\d{8}&product=confluence&ticketType=suggestion$/,
    );
    const again = parseHtml((await request(app).get(chosen.headers.location!)).text);
    expect(again.querySelector('.hc-request-sent__actions a')!.getAttribute('href')).toBe(
      '/ja/contact/?product=confluence&ticketType=suggestion',
    );
    expect(odd.headers.location).toMatch(/^\/contact\/sent\/\?reference=HC-\d{8}$/);
  });

  it('says no confirmation was e-mailed where the site has no mail server, and to keep the reference', async () => {
    // Arrange
    const app = build({ delivers: false });

    // Act
    const filed = await post(app, '/ja/contact/', VALID);
    const confirmation = await request(app).get(filed.headers.location!);

    // Assert
    const text = parseHtml(confirmation.text).querySelector('.hc-request-sent')!.textContent;
    expect(text).toContain('確認メールは送信されていません');
    expect(text).not.toContain('お送りしました');
    const english = await request(app).get(filed.headers.location!.replace(/^\/ja/, ''));
    expect(parseHtml(english.text).querySelector('.hc-request-sent')!.textContent).toContain(
      'This site cannot send e-mail, so no confirmation was sent: keep this reference.',
    );
  });

  it('marks a partner contact post as a partner request, a Japanese one in Japanese, and leads back to each form', async () => {
    // Arrange
    const app = build();

    // Act
    const partner = await post(app, '/partnercontact/', VALID);
    const japanese = await post(app, '/ja/hot-contact/', VALID);

    // Assert
    expect((await storedRequest(partner.headers.location!)).stored?.form).toBe('partner');
    expect(japanese.headers.location).toMatch(/^\/ja\/contact\/sent\/\?reference=HC-\d{8}&form=hot$/);
    expect((await storedRequest(japanese.headers.location!)).stored?.form).toBe('hot');
    const confirmation = parseHtml((await request(app).get(japanese.headers.location!)).text);
    expect(confirmation.querySelector('h1')!.textContent).toBe('リクエストを送信しました');
    // 'Send another request' leads back to the form the request came from, in the page's language.
    const waysOn = [...confirmation.querySelectorAll('.hc-request-sent__actions a')].map((link) =>
      link.getAttribute('href'),
    );
    expect(waysOn).toEqual(['/ja/hot-contact/', '/ja/']);
    const partnerConfirmation = parseHtml((await request(app).get(partner.headers.location!)).text);
    expect(partnerConfirmation.querySelector('.hc-request-sent__actions a')!.getAttribute('href')).toBe(
      '/partnercontact/',
    );
    // The language switch leads to the same form in the other language, not to the main one.
    const switchOf = (page: Document) => page.querySelector('.hc-language-switch a')!.getAttribute('href');
    expect([switchOf(confirmation), switchOf(partnerConfirmation)]).toEqual(['/hot-contact/', '/ja/partnercontact/']);
  });

  it('files a signed-in visitor’s request under their account and links the confirmation to their requests', async () => {
    // Arrange
    const app = build();
    await request(app).post('/login/').set('Origin', ORIGIN).type('form').send({ email: 'me@example.com' });
    const token = /[?&]token=([\w-]+)/.exec(mails[0]!.text)![1];
    const verified = await request(app).post('/login/verify/').set('Origin', ORIGIN).type('form').send({ token });
    const cookie = ([] as string[])
      .concat(verified.headers['set-cookie'] ?? [])
      .find((value) => value.startsWith('hc_session='))!
      .split(';')[0]!;

    // Act
    const response = await request(app)
      .post('/contact/')
      .set('Origin', ORIGIN)
      .set('Cookie', cookie)
      .type('form')
      .send(VALID);

    // Assert
    expect((await storedRequest(response.headers.location!)).stored?.ownerEmail).toBe('me@example.com');
    const confirmation = await request(app).get(response.headers.location!).set('Cookie', cookie);
    expect(parseHtml(confirmation.text).querySelector('.hc-request-sent a[href="/requests/"]')).not.toBeNull();
  });

  it.each([
    ['name', { name: '' }, 'Your name is required.'],
    ['name', { name: '   ' }, 'Your name is required.'],
    ['email', { email: '' }, 'E-mail address is required.'],
    ['email', { email: 'ada-at-example' }, 'E-mail address must be an e-mail address, like name@example.com.'],
    ['ticketType', { ticketType: '' }, 'Request type is required.'],
    ['ticketType', { ticketType: 'complaint' }, 'Request type: choose one of the options.'],
    ['summary', { summary: 'x'.repeat(201) }, 'Summary must be at most 200 characters.'],
    ['description', { description: '' }, 'Description is required.'],
    ['product', { product: 'p'.repeat(201) }, 'Product must be at most 200 characters.'],
  ])(
    'sends back a post with a bad %s as 400 with the summary, the problem beside it and every value kept',
    async (field, change, message) => {
      // Arrange
      const form = { ...VALID, ...change };

      // Act
      const response = await post(build(), '/contact/', form);

      // Assert
      expect(response.status).toBe(400);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const doc = noscriptDocument(response.text);
      expect(doc.title).toMatch(/^Error: /);
      const summary = doc.querySelector('.hc-error-summary')!;
      expect(summary.getAttribute('role')).toBe('alert');
      expect(summary.hasAttribute('autofocus')).toBe(true);
      expect(summary.getAttribute('tabindex')).toBe('-1');
      // Above the heading, first in the main content.
      expect(summary.compareDocumentPosition(doc.querySelector('h1')!) & 4).toBe(4);
      const link = summary.querySelector<HTMLAnchorElement>(`a[href="#hc-nojs-support-${field}"]`)!;
      expect(link.textContent).toBe(message);
      const control = doc.querySelector(`#hc-nojs-support-${field}`)!;
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(control.getAttribute('aria-describedby')).toBe(`hc-nojs-support-${field}-error`);
      expect(doc.getElementById(`hc-nojs-support-${field}-error`)!.textContent).toBe(message);
      const kept = Object.fromEntries(
        [...doc.querySelectorAll<HTMLInputElement>('[data-noscript] form [name]')].map((element) => [
          element.name,
          element.value,
        ]),
      );
      // A choice the select does not offer (only a forged post sends one) shows as its first option.
      expect(kept).toEqual(field === 'ticketType' || field === 'product' ? { ...form, [field]: '' } : form);
      expect(await store.listSupportRequests({ offset: 0, limit: 10 })).toMatchObject({ total: 0 });
      expect(mails).toEqual([]);
    },
  );

  it('names every problem of an empty post in the order of the form', async () => {
    // Act
    const response = await post(build(), '/ja/contact/', {});

    // Assert
    const doc = noscriptDocument(response.text);
    const items = [...doc.querySelectorAll('.hc-error-summary li')].map((item) => item.textContent);
    expect(items).toEqual([
      '氏名を入力してください。',
      'メール アドレスを入力してください。',
      'リクエストの種類を選択してください。',
      '概要を入力してください。',
      '説明を入力してください。',
    ]);
    expect(doc.querySelector('.hc-error-summary h2')!.textContent).toBe('入力内容に問題があります');
  });

  it('refuses a body that is not a form with 415, saving nothing', async () => {
    // Act
    const response = await request(build()).post('/contact/').set('Origin', ORIGIN).send(VALID);

    // Assert
    expect(response.status).toBe(415);
    expect(response.headers['accept-post']).toBe('application/x-www-form-urlencoded');
    expect(response.text).toBe(NOT_A_FORM_MESSAGE);
    expect(await store.listSupportRequests({ offset: 0, limit: 10 })).toMatchObject({ total: 0 });
  });

  it('refuses a post from another site with 403, saving nothing', async () => {
    // Act
    const response = await request(build())
      .post('/contact/')
      .set('Origin', 'https://evil.example')
      .set('Accept', 'text/html')
      .type('form')
      .send(VALID);

    // Assert
    expect(response.status).toBe(403);
    expect(response.text).toBe(CROSS_SITE_MESSAGE);
    expect(await store.listSupportRequests({ offset: 0, limit: 10 })).toMatchObject({ total: 0 });
  });

  it('shares the JSON API’s limit per visitor and, over it, answers 429 with the values kept', async () => {
    // Arrange
    const app = build();
    const half = Math.floor(DEFAULT_SUPPORT_REQUESTS_LIMIT.limit / 2);
    for (let index = 0; index < half; index += 1) {
      await request(app)
        .post('/gateway/api/support-requests')
        .send({ ...VALID, product: undefined, form: 'support' })
        .expect(201);
    }
    for (let index = half; index < DEFAULT_SUPPORT_REQUESTS_LIMIT.limit; index += 1) {
      await post(app, '/contact/', VALID).expect(303);
    }

    // Act
    const response = await post(app, '/contact/', { ...VALID, summary: 'One too many' });

    // Assert
    expect(response.status).toBe(429);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    const doc = noscriptDocument(response.text);
    expect(doc.querySelector('.hc-error-summary li')!.textContent).toBe(
      'Too many requests. Please wait a minute and try again.',
    );
    expect(doc.querySelector<HTMLInputElement>('[data-noscript] [name="summary"]')!.value).toBe('One too many');
    const api = await request(app)
      .post('/gateway/api/support-requests')
      .send({ ...VALID, product: undefined, form: 'support' });
    expect(api.status).toBe(429);
    expect((await store.listSupportRequests({ offset: 0, limit: 50 })).total).toBe(
      DEFAULT_SUPPORT_REQUESTS_LIMIT.limit,
    );
  });

  it('answers every post to fix with its problems (400), however many, and counts only posts it files', async () => {
    // Arrange
    const app = build();
    const { limit } = DEFAULT_SUPPORT_REQUESTS_LIMIT;
    const problemsOf = (html: string) =>
      [...noscriptDocument(html).querySelectorAll('.hc-error-summary li')].map((item) => item.textContent);

    // Act: twice the limit of empty and invalid posts, through both forms and the JSON API
    const refused: { status: number; problems: (string | null)[] }[] = [];
    for (let index = 0; index < limit; index += 1) {
      const page = await post(app, index % 2 === 0 ? '/statuspage-contact/' : '/partnercontact/', {});
      refused.push({ status: page.status, problems: problemsOf(page.text) });
      const api = await request(app)
        .post('/gateway/api/support-requests')
        .send({ ...VALID, product: undefined, form: 'support', email: 'not-an-address' });
      refused.push({ status: api.status, problems: [] });
    }
    const filed = [];
    for (let index = 0; index < limit; index += 1) {
      filed.push((await post(app, index % 2 === 0 ? '/statuspage-contact/' : '/partnercontact/', VALID)).status);
    }
    const flood = await post(app, '/statuspage-contact/', { ...VALID, summary: 'One too many' });
    const toFix = await post(app, '/partnercontact/', { ...VALID, name: '' });

    // Assert
    expect(refused.every(({ status }) => status === 400)).toBe(true);
    expect(refused[0]!.problems).toEqual([
      'Your name is required.',
      'E-mail address is required.',
      'Request type is required.',
      'Summary is required.',
      'Description is required.',
    ]);
    expect(refused.at(-2)!.problems).toEqual(refused[0]!.problems);
    expect(filed).toEqual(Array.from({ length: limit }, () => 303));
    expect(flood.status).toBe(429);
    expect(problemsOf(flood.text)).toEqual(['Too many requests. Please wait a minute and try again.']);
    // Over the limit, a post to fix still says what to fix.
    expect(toFix.status).toBe(400);
    expect(problemsOf(toFix.text)).toEqual(['Your name is required.']);
    expect((await store.listSupportRequests({ offset: 0, limit: 50 })).total).toBe(limit);
  });

  it('keeps the values and says to send again when the store cannot save (503)', async () => {
    // Arrange
    const unavailable = Object.create(store) as Store;
    unavailable.createSupportRequest = () => Promise.reject(new StoreUnavailableError('locked'));

    // Act
    const response = await post(build({ store: unavailable }), '/contact/', VALID);

    // Assert
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    const doc = noscriptDocument(response.text);
    expect(doc.querySelector('.hc-error-summary li')!.textContent).toMatch(/still in the form/);
    expect(doc.querySelector<HTMLTextAreaElement>('[data-noscript] [name="description"]')!.value).toBe(
      VALID.description,
    );
    expect(mails).toEqual([]);
  });

  it('answers a confirmation address without a reference with a private not-found page', async () => {
    // Act
    const response = await request(build()).get('/contact/sent/?reference=<script>');

    // Assert
    expect(response.status).toBe(404);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.text).not.toContain('<script>');
  });
});
