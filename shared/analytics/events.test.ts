import { checkBatch, EVENT_NAMES, type AnalyticsEvent } from './events';
import { MAX_BATCH_EVENTS } from './wire';

const context: AnalyticsEvent['context'] = {
  product: 'sac',
  anonymousId: 'anon-1',
  sessionId: 'session-1',
  contentType: 'topic',
  contentAri: 'ari:cloud:help::topic/abc',
  entryId: 'abc',
  locale: 'en-US',
  loggedIn: false,
};

const resultClick = (overrides: Record<string, unknown> = {}) => ({
  name: 'search.result.clicked',
  at: 1_700_000_000_000,
  attributes: { queryId: 'q-1', position: 2, url: '/docs/a/' },
  context,
  ...overrides,
});

describe('the analytics event catalogue', () => {
  it('names every event family of the specification', () => {
    const families = [
      'header.dropdown',
      'search.focused',
      'search.entered',
      'search.clicked',
      'search.redirect',
      'footer.link',
      'featured.article',
      'resource.card',
      'pagetree.toggled',
      'showmore.clicked',
      'tab.selected',
      'feedback.clicked',
      'scroll.depth',
      'dwell.time',
      'search.result.clicked',
      'search.filter.changed',
      'search.page.changed',
      'search.sort.changed',
      'search.reset',
      'page.init',
    ];
    for (const family of families) expect(EVENT_NAMES.some((name) => name.startsWith(family))).toBe(true);
  });

  it('accepts a batch of well-formed events', () => {
    const batch = {
      events: [
        resultClick(),
        { name: 'search.reset', at: 1, attributes: {}, context },
        { name: 'scroll.depth', at: 1, attributes: { percent: 75 }, context: { ...context, deployment: 'cloud' } },
        { name: 'feedback.clicked', at: 1, attributes: { answer: 'no', reason: 'unclear' }, context },
      ],
    };

    expect(checkBatch(batch)).toEqual({ ok: true, events: batch.events });
  });

  it('refuses an unknown event and names its index', () => {
    expect(checkBatch({ events: [resultClick(), resultClick({ name: 'mouse.moved' })] })).toEqual({
      ok: false,
      error: 'events[1].name: is not a known event (mouse.moved)',
    });
  });

  it('names the first bad attribute of the first bad event', () => {
    const bad = resultClick({ attributes: { queryId: 'q-1', position: 0, url: '/a/' } });

    expect(checkBatch({ events: [bad, resultClick({ at: 'yesterday' })] })).toEqual({
      ok: false,
      error: 'events[0].attributes.position: must be between 1 and 10000',
    });
  });

  it('refuses attributes the catalogue does not name and values outside a list', () => {
    expect(
      checkBatch({ events: [resultClick({ attributes: { queryId: 'q', position: 1, url: '/', x: 1 } })] }),
    ).toEqual({ ok: false, error: 'events[0].attributes.x: is not allowed' });
    expect(
      checkBatch({ events: [{ name: 'scroll.depth', at: 1, attributes: { percent: 30 }, context }] }),
    ).toMatchObject({ ok: false, error: 'events[0].attributes.percent: must be one of 25, 50, 75, 100' });
  });

  it('refuses a context without the product tag or with a malformed id', () => {
    expect(checkBatch({ events: [resultClick({ context: { ...context, product: 'jira' } })] })).toEqual({
      ok: false,
      error: 'events[0].context.product: must be one of sac',
    });
    expect(checkBatch({ events: [resultClick({ context: { ...context, anonymousId: 'a b' } })] })).toEqual({
      ok: false,
      error: 'events[0].context.anonymousId: must be letters, digits, _ or -',
    });
  });

  it('refuses an empty batch, a batch over the limit and a body that is not a batch', () => {
    expect(checkBatch({ events: [] })).toEqual({ ok: false, error: 'events: must not be empty' });
    expect(checkBatch({ events: Array.from({ length: MAX_BATCH_EVENTS + 1 }, () => resultClick()) })).toEqual({
      ok: false,
      error: `events: must hold at most ${MAX_BATCH_EVENTS} events`,
    });
    expect(checkBatch({ events: 'many' })).toEqual({ ok: false, error: 'events: must be an array' });
    expect(checkBatch([resultClick()])).toEqual({ ok: false, error: 'body: must be a JSON object' });
    expect(checkBatch(null)).toEqual({ ok: false, error: 'body: must be a JSON object' });
  });

  it('names a problem of an event itself, or of its attributes or context, after a colon', () => {
    expect(checkBatch({ events: ['click'] })).toEqual({ ok: false, error: 'events[0]: must be an object' });
    expect(checkBatch({ events: [resultClick({ attributes: 'x' })] })).toEqual({
      ok: false,
      error: 'events[0].attributes: must be an object',
    });
    expect(checkBatch({ events: [resultClick(), resultClick({ context: null })] })).toEqual({
      ok: false,
      error: 'events[1].context: must be an object',
    });
  });
});
