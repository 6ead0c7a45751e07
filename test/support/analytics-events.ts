import type { AnalyticsEvent } from '../../shared/analytics/events';

/** A valid page view for the ingest tests, from one anonymous visitor on one entry. */
export function pageViewEvent(anonymousId = 'anon-1', entryId = 'entry-1'): AnalyticsEvent {
  return {
    name: 'page.init',
    at: Date.parse('2025-06-01T00:00:00Z'),
    attributes: { path: '/docs/a/' },
    context: {
      product: 'sac',
      anonymousId,
      sessionId: 'session-1',
      contentType: 'topic',
      contentAri: `ari:cloud:help::topic/${entryId}`,
      entryId,
      locale: 'en-US',
      loggedIn: false,
    },
  };
}
