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

/** Where and by whom an event happened, for the insights tests. */
export interface EventPlace {
  entryId?: string;
  sessionId?: string;
  contentType?: string;
  deployment?: string;
  version?: string;
}

/** Any catalogued event, with the context of one visitor on one page. */
export function eventAt(
  name: AnalyticsEvent['name'],
  attributes: Record<string, unknown>,
  place: EventPlace = {},
): AnalyticsEvent {
  const entryId = place.entryId ?? 'entry-1';
  const contentType = place.contentType ?? 'topic';
  return {
    name,
    at: Date.parse('2025-06-01T00:00:00Z'),
    attributes,
    context: {
      product: 'sac',
      anonymousId: 'anon-1',
      sessionId: place.sessionId ?? 'session-1',
      contentType,
      contentAri: `ari:cloud:help::${contentType}/${entryId}`,
      entryId,
      locale: 'en-US',
      ...(place.deployment ? { deployment: place.deployment } : {}),
      ...(place.version ? { version: place.version } : {}),
      loggedIn: false,
    },
  } as AnalyticsEvent;
}
