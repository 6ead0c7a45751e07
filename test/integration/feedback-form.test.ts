/**
 * 'Was this helpful?' without JavaScript (server/routes/feedback-form.ts, docs/adr/054 addendum): the
 * form in the block's noscript posts to the server, which records the answer as the JSON API does (one
 * answer per visitor and page, the same checks and limit) and answers 303 back to the page, whose
 * `?feedback=` step is rendered for that visitor only and never cached.
 */
import request from 'supertest';
import { CROSS_SITE_MESSAGE } from '../../server/auth/origin-check';
import { resolverExport } from '../../server/content/resolvers/resolver-fixtures';
import { buildSnapshot } from '../../server/content/snapshot';
import { NOT_A_FORM_MESSAGE } from '../../server/routes/form-posts';
import {
  DEFAULT_FEEDBACK_LIMIT,
  FEEDBACK_PATH,
  FEEDBACK_VISITOR_COOKIE,
  IDEMPOTENCY_KEY_INVALID_MESSAGE,
} from '../../server/routes/support-api';
import { StoreUnavailableError, type Store } from '../../server/store/store';
import { FEEDBACK_FORM_PATH } from '../../shared/feedback/feedback-form';
import { loadTemplate } from '../../shared/registry';
import { buildTestApp, parseHtml, noscriptDocument, storeForEachTest } from './support';

const snapshot = buildSnapshot(resolverExport(), { logger: { error: () => undefined } });
const ORIGIN = 'https://support.example.com';
const topicRoute = snapshot.routes().find((route) => route.contentType === 'topic')!;
const TOPIC = topicRoute.url;

let store: Store;

storeForEachTest('feedback-form', (opened) => {
  store = opened;
});

const build = (withStore: Store = store) => buildTestApp(snapshot, { store: withStore, loadTemplate }).app;
type App = ReturnType<typeof build>;

/** What a person without JavaScript sees of the block: its texts, pressed answer and forms. */
function block(html: string) {
  const section = noscriptDocument(html).querySelector('[data-noscript] section#was-this-helpful')!;
  const buttons = [...section.querySelectorAll('button')];
  return {
    section,
    heading: section.querySelector('h2')?.textContent,
    buttons: buttons.map((button) => button.textContent),
    pressed: buttons.filter((button) => button.getAttribute('aria-pressed') === 'true').map((b) => b.textContent),
    status: section.querySelector('[role="status"]')?.textContent ?? null,
    field: (name: string) => section.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value,
  };
}

/** The hidden fields of the topic's form, as the browser sends them. */
async function formOf(app: App, url = TOPIC) {
  const form = block((await request(app).get(url).expect(200)).text);
  return { entryId: form.field('entryId')!, pageUrl: form.field('pageUrl')!, locale: form.field('locale')! };
}

const post = (agent: App | ReturnType<typeof request.agent>, form: Record<string, string>) =>
  (typeof agent === 'function' ? request(agent) : agent)
    .post(FEEDBACK_FORM_PATH)
    .set('Origin', ORIGIN)
    .type('form')
    .send(form);

const countsOf = async (entryId: string) => (await store.helpfulCounts([entryId])).get(entryId);

describe("the script-free 'Was this helpful?' form", () => {
  it('is on the topic inside noscript, posting Yes or No to the feedback form with the page’s entry', async () => {
    // Act
    const response = await request(build()).get(TOPIC).expect(200);

    // Assert
    const form = block(response.text);
    expect(form.heading).toBe('Was this helpful?');
    expect(form.buttons).toEqual(['Yes', 'No']);
    expect(form.pressed).toEqual([]);
    expect(form.status).toBeNull();
    const answers = form.section.querySelector('form')!;
    expect([answers.getAttribute('method'), answers.getAttribute('action')]).toEqual(['post', FEEDBACK_FORM_PATH]);
    expect([...answers.querySelectorAll('button')].map((button) => [button.type, button.name, button.value])).toEqual([
      ['submit', 'helpful', 'yes'],
      ['submit', 'helpful', 'no'],
    ]);
    expect(form.field('entryId')).toBe(topicRoute.entryId);
    expect(form.field('pageUrl')).toBe(TOPIC);
    expect(form.field('locale')).toBe('en-US');
  });

  it('records a Yes and sends the visitor back to the page, which thanks only them', async () => {
    // Arrange
    const app = build();
    const form = await formOf(app);

    // Act
    const answered = await post(app, { ...form, helpful: 'yes' });
    const shown = await request(app).get(answered.headers.location!.split('#')[0]!);
    const everybody = await request(app).get(TOPIC);

    // Assert
    expect(answered.status).toBe(303);
    expect(answered.headers.location).toBe(`${TOPIC}?feedback=yes#was-this-helpful`);
    expect(answered.headers['cache-control']).toBe('private, no-store');
    expect(answered.headers['set-cookie']?.[0]).toMatch(
      new RegExp(`^${FEEDBACK_VISITOR_COOKIE}=[\\w-]+;.*Path=${FEEDBACK_PATH};.*HttpOnly`),
    );
    expect(await countsOf(form.entryId)).toEqual({ helpful: 1, notHelpful: 0 });
    expect(shown.status).toBe(200);
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect(parseHtml(shown.text).querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    expect(block(shown.text)).toMatchObject({ pressed: ['Yes'], status: 'Thanks for your feedback.' });
    expect(everybody.headers['cache-control']).toMatch(/^public/);
    expect(block(everybody.text)).toMatchObject({ pressed: [], status: null });
  });

  it('takes No, shows the reasons as a second step, and lets a picked reason replace that No', async () => {
    // Arrange
    const app = build();
    const browser = request.agent(app);
    const form = await formOf(app);

    // Act
    const no = await post(browser, { ...form, helpful: 'no' });
    const reasons = block((await browser.get(no.headers.location!.split('#')[0]!)).text);
    const reasonForm = reasons.section.querySelectorAll('form')[1]!;
    const picked = await post(browser, { ...form, helpful: 'no', reason: 'unclear' });
    const thanked = block((await browser.get(picked.headers.location!.split('#')[0]!)).text);

    // Assert
    expect(no.status).toBe(303);
    expect(no.headers.location).toBe(`${TOPIC}?feedback=no#was-this-helpful`);
    expect(reasons.pressed).toEqual(['No']);
    expect(reasons.status).toBeNull();
    expect(reasonForm.querySelector('p')!.textContent).toBe('What went wrong?');
    expect([...reasonForm.querySelectorAll('button')].map((button) => [button.textContent, button.value])).toEqual([
      ["It wasn't accurate", 'inaccurate'],
      ["It wasn't clear", 'unclear'],
      ["It wasn't relevant", 'irrelevant'],
    ]);
    expect(reasonForm.querySelector<HTMLInputElement>('input[name="helpful"]')!.value).toBe('no');
    expect(picked.headers.location).toBe(`${TOPIC}?feedback=reason#was-this-helpful`);
    expect(thanked).toMatchObject({ pressed: ['No'], status: 'Thanks for your feedback.', buttons: ['Yes', 'No'] });
    expect(await countsOf(form.entryId)).toEqual({ helpful: 0, notHelpful: 1 });
  });

  it('counts one browser once whether it answers by script or by form', async () => {
    // Arrange
    const app = build();
    const browser = request.agent(app);
    const form = await formOf(app);
    await browser
      .post(FEEDBACK_PATH)
      .set('Origin', ORIGIN)
      .send({ entryId: form.entryId, pageUrl: TOPIC, helpful: true });

    // Act
    await post(browser, { ...form, helpful: 'no' }).expect(303);

    // Assert
    expect(await countsOf(form.entryId)).toEqual({ helpful: 0, notHelpful: 1 });
  });

  it('answers a Japanese page in Japanese, back on the Japanese page', async () => {
    // Arrange
    const app = build();
    const form = await formOf(app, `/ja${TOPIC}`);

    // Act
    const no = await post(app, { ...form, helpful: 'no' });
    const shown = block((await request(app).get(no.headers.location!.split('#')[0]!)).text);

    // Assert
    expect(form.locale).toBe('ja-JP');
    expect(form.pageUrl).toBe(TOPIC);
    expect(no.headers.location).toBe(`/ja${TOPIC}?feedback=no#was-this-helpful`);
    expect(shown.heading).toBe('この記事は役に立ちましたか？');
    expect(shown.buttons).toEqual(['はい', 'いいえ', '正確ではなかった', 'わかりにくかった', '関連性がなかった']);
    expect(shown.pressed).toEqual(['いいえ']);
  });

  it('serves a query it does not know from the shared cache, as the plain page', async () => {
    // Act
    const response = await request(build()).get(`${TOPIC}?feedback=thanks-everyone`);

    // Assert
    expect(response.headers['cache-control']).toMatch(/^public/);
    expect(block(response.text)).toMatchObject({ pressed: [], status: null });
  });

  it.each([
    ['no entry', { entryId: '' }, 'entryId: is required'],
    ['no answer', { helpful: undefined }, 'helpful: is required'],
    ['an answer that is not Yes or No', { helpful: 'maybe' }, 'helpful: must be one of yes, no'],
    ['an unknown reason', { reason: 'boring' }, 'reason: must be one of inaccurate, unclear, irrelevant'],
    ['a reason after Yes', { helpful: 'yes', reason: 'unclear' }, 'reason: is only allowed when helpful is false'],
    ['a page on another site', { pageUrl: 'https://evil.example/' }, 'pageUrl: must be a path on this site'],
    ['a page given as //host', { pageUrl: '//evil.example/' }, 'pageUrl: must be a path on this site'],
    ['an unknown language', { locale: 'fr-FR' }, 'locale: must be one of en-US, ja-JP'],
  ])('refuses %s with 400 and the reason, recording nothing', async (_case, change, reason) => {
    // Arrange
    const app = build();
    const form = { ...(await formOf(app)), helpful: 'no', ...change };
    const sent = Object.fromEntries(Object.entries(form).filter(([, value]) => value !== undefined)) as Record<
      string,
      string
    >;

    // Act
    const response = await post(app, sent);

    // Assert
    expect(response.status).toBe(400);
    expect(response.type).toBe('text/plain');
    expect(response.text).toBe(reason);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await store.helpfulCounts([sent.entryId ?? ''])).toEqual(new Map());
  });

  it('refuses a body that is not a form with 415, recording nothing', async () => {
    // Arrange
    const app = build();
    const form = await formOf(app);

    // Act
    const response = await request(app)
      .post(FEEDBACK_FORM_PATH)
      .set('Origin', ORIGIN)
      .send({ ...form, helpful: 'yes' });

    // Assert
    expect(response.status).toBe(415);
    expect(response.text).toBe(NOT_A_FORM_MESSAGE);
    expect(await store.helpfulCounts([form.entryId])).toEqual(new Map());
  });

  it('refuses a post from another site with 403, recording nothing', async () => {
    // Arrange
    const app = build();
    const form = await formOf(app);

    // Act
    const response = await request(app)
      .post(FEEDBACK_FORM_PATH)
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ ...form, helpful: 'yes' });

    // Assert
    expect(response.status).toBe(403);
    expect(response.text).toContain(CROSS_SITE_MESSAGE);
    expect(await store.helpfulCounts([form.entryId])).toEqual(new Map());
  });

  it('shares the JSON API’s limit per visitor, counting only answers it takes, and over it says in the page’s language that nothing was saved (429)', async () => {
    // Arrange
    const app = build();
    const { limit } = DEFAULT_FEEDBACK_LIMIT;
    const form = await formOf(app, `/ja${TOPIC}`);
    const browser = request.agent(app);
    const json = { entryId: form.entryId, pageUrl: TOPIC, helpful: true };
    const api = () => browser.post(FEEDBACK_PATH).set('Origin', ORIGIN);
    const refusals = [
      { send: () => post(browser, { ...form, helpful: 'maybe' }), reason: 'helpful: must be one of yes, no' },
      {
        send: () => post(browser, { ...form, helpful: 'no', pageUrl: '//evil.example/' }),
        reason: 'pageUrl: must be a path on this site',
      },
      { send: () => api().send({ ...json, helpful: 'yes' }), reason: 'helpful: must be true or false' },
      { send: () => api().set('Idempotency-Key', 'bad key!').send(json), reason: IDEMPOTENCY_KEY_INVALID_MESSAGE },
    ];

    // Act: more refused answers than the limit, by form and by script, then the limit of taken ones
    const refused: [number, string][] = [];
    for (let sent = 0; sent <= limit; sent += 1) {
      const response = await refusals[sent % refusals.length]!.send();
      refused.push([
        response.status,
        response.type === 'text/plain' ? response.text : (response.body as { error: string }).error,
      ]);
    }
    const taken = [];
    for (let sent = 0; sent < limit; sent += 1) {
      taken.push((sent % 2 === 0 ? await api().send(json) : await post(browser, { ...form, helpful: 'yes' })).status);
    }
    const response = await post(browser, { ...form, helpful: 'no' });
    const toFix = await post(browser, { ...form, helpful: 'maybe' });

    // Assert
    expect(refused).toEqual(
      Array.from({ length: limit + 1 }, (_, sent) => [400, refusals[sent % refusals.length]!.reason]),
    );
    expect(taken).toEqual(Array.from({ length: limit }, (_, sent) => (sent % 2 === 0 ? 204 : 303)));
    expect(response.status).toBe(429);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.text).toBe('回答を保存できませんでした。もう一度お試しください。');
    // Over the limit, an answer to fix still learns what to fix.
    expect(toFix.status).toBe(400);
    expect(toFix.text).toBe('helpful: must be one of yes, no');
    expect(await countsOf(form.entryId)).toEqual({ helpful: 1, notHelpful: 0 });
  });

  it('says nothing was saved, with Retry-After, when the store cannot save (503)', async () => {
    // Arrange
    const unavailable = Object.create(store) as Store;
    unavailable.recordFeedback = () => Promise.reject(new StoreUnavailableError('locked'));
    const app = build(unavailable);
    const form = await formOf(app);

    // Act
    const response = await post(app, { ...form, helpful: 'yes' });

    // Assert
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.text).toBe("We couldn't save your answer. Please try again.");
  });
});
