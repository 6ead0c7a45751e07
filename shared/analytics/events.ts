/**
 * The one catalogue of analytics events (SPEC.md section 7): every event's name and typed
 * attributes, plus the context each event carries. The browser builds events from these types and
 * the server validates every received event against the same table, so the two cannot drift apart.
 * The validator is hand-written and small. The browser imports only this module's types; the values
 * its client needs (the endpoint, the limits) are in ./wire.ts, so the catalogue stays on the server.
 */
import { ANALYTICS_PRODUCT, MAX_BATCH_EVENTS, SCROLL_DEPTHS } from './wire';

/** An attribute's kind: text (with a maximum length), a whole number (with bounds), a flag or one of a list. */
type AttributeSpec =
  | { kind: 'text'; max: number; optional?: true }
  | { kind: 'integer'; min: number; max: number; optional?: true }
  | { kind: 'flag'; optional?: true }
  | { kind: 'oneOf'; values: readonly (string | number)[]; optional?: true };

const text = (max = 500) => ({ kind: 'text', max }) as const;
const optionalText = (max = 500) => ({ kind: 'text', max, optional: true }) as const;
const integer = (min: number, max: number) => ({ kind: 'integer', min, max }) as const;
const flag = () => ({ kind: 'flag' }) as const;
const oneOf = <T extends readonly (string | number)[]>(values: T) => ({ kind: 'oneOf', values }) as const;
const optionalOneOf = <T extends readonly string[]>(values: T) => ({ kind: 'oneOf', values, optional: true }) as const;

/** Where a search box sits. */
export const SEARCH_LOCATIONS = ['header', 'hero', 'results', 'page'] as const;
export const FEEDBACK_ANSWERS = ['yes', 'no'] as const;
export const FEEDBACK_REASONS = ['inaccurate', 'unclear', 'irrelevant'] as const;
export const SEARCH_FILTERS = ['deployment', 'product', 'version', 'contentType', 'category'] as const;

export const EVENT_CATALOGUE = {
  /** The page was shown; analytics starts with it. */
  'page.init': { path: text(2000), referrer: optionalText(2000) },
  'header.dropdown.toggled': { menu: text(200), open: flag() },
  'search.focused': { location: oneOf(SEARCH_LOCATIONS) },
  /** Enter in the search box. */
  'search.entered': { location: oneOf(SEARCH_LOCATIONS), query: text(500) },
  /** A click of the search icon. */
  'search.clicked': { location: oneOf(SEARCH_LOCATIONS), query: text(500) },
  /** The search box sent the visitor to the results page. */
  'search.redirect': { location: oneOf(SEARCH_LOCATIONS), query: text(500), url: text(2000) },
  /** A results page was shown: the base of zero-result and no-click insights. */
  'search.results.shown': { queryId: text(100), query: text(500), total: integer(0, 100_000_000) },
  'search.result.clicked': {
    queryId: text(100),
    position: integer(1, 10_000),
    url: text(2000),
    contentAri: optionalText(300),
  },
  'search.filter.changed': { filter: oneOf(SEARCH_FILTERS), value: text(200) },
  'search.page.changed': { page: integer(1, 10_000) },
  'search.sort.changed': { sortBy: text(50) },
  'search.reset': {},
  'footer.link.clicked': { url: text(2000), label: optionalText(200) },
  'featured.article.clicked': { url: text(2000), title: optionalText(300) },
  'resource.card.clicked': { url: text(2000), title: optionalText(300) },
  'pagetree.toggled': { open: flag(), itemId: optionalText(100) },
  'showmore.clicked': { list: text(100) },
  'tab.selected': { group: text(100), tab: text(100) },
  'feedback.clicked': { answer: oneOf(FEEDBACK_ANSWERS), reason: optionalOneOf(FEEDBACK_REASONS) },
  'scroll.depth': { percent: oneOf(SCROLL_DEPTHS) },
  'dwell.time': { seconds: integer(1, 86_400) },
} as const satisfies Record<string, Record<string, AttributeSpec>>;

export type EventName = keyof typeof EVENT_CATALOGUE;
export const EVENT_NAMES = Object.keys(EVENT_CATALOGUE) as EventName[];

type ValueOf<S> = S extends { kind: 'text' }
  ? string
  : S extends { kind: 'integer' }
    ? number
    : S extends { kind: 'flag' }
      ? boolean
      : S extends { kind: 'oneOf'; values: readonly (infer V)[] }
        ? V
        : never;
type OptionalKeys<T> = { [K in keyof T]: T[K] extends { optional: true } ? K : never }[keyof T];
type RequiredKeys<T> = Exclude<keyof T, OptionalKeys<T>>;
export type AttributesOf<N extends EventName> = {
  [K in RequiredKeys<(typeof EVENT_CATALOGUE)[N]>]: ValueOf<(typeof EVENT_CATALOGUE)[N][K]>;
} & {
  [K in OptionalKeys<(typeof EVENT_CATALOGUE)[N]>]?: ValueOf<(typeof EVENT_CATALOGUE)[N][K]>;
};

/** What a component reports: a name and that event's attributes. */
export type TrackedEvent = { [N in EventName]: { name: N; attributes: AttributesOf<N> } }[EventName];

/** Who, where and when, added to every event by the browser client. */
export interface EventContext {
  product: typeof ANALYTICS_PRODUCT;
  anonymousId: string;
  sessionId: string;
  /** Page kind of the page the event happened on. */
  contentType: string;
  contentAri: string;
  entryId: string;
  locale: string;
  deployment?: string;
  version?: string;
  loggedIn: boolean;
}

export type AnalyticsEvent = TrackedEvent & {
  context: EventContext;
  /** Client clock, epoch milliseconds; the server stores its own receive time beside it. */
  at: number;
};

export interface AnalyticsBatch {
  events: AnalyticsEvent[];
}

const ID = /^[\w-]{1,128}$/;

const CONTEXT_SPEC: Record<keyof EventContext, AttributeSpec> = {
  product: oneOf([ANALYTICS_PRODUCT]),
  anonymousId: text(128),
  sessionId: text(128),
  contentType: text(50),
  contentAri: text(300),
  entryId: text(100),
  locale: text(20),
  deployment: optionalText(50),
  version: optionalText(50),
  loggedIn: flag(),
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why one value breaks its spec, or undefined when it fits. */
function problemOf(value: unknown, spec: AttributeSpec): string | undefined {
  if (value === undefined) return spec.optional ? undefined : 'is required';
  switch (spec.kind) {
    case 'text':
      if (typeof value !== 'string') return 'must be a string';
      return value.length > spec.max ? `must be at most ${spec.max} characters` : undefined;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) return 'must be a whole number';
      return value < spec.min || value > spec.max ? `must be between ${spec.min} and ${spec.max}` : undefined;
    case 'flag':
      return typeof value === 'boolean' ? undefined : 'must be true or false';
    case 'oneOf':
      return (typeof value === 'string' || typeof value === 'number') && spec.values.includes(value)
        ? undefined
        : `must be one of ${spec.values.join(', ')}`;
  }
}

/** Checks a record against a spec, refusing keys the spec does not name: 'key: reason'. */
function recordProblem(value: unknown, specs: Record<string, AttributeSpec>): string | undefined {
  if (!isRecord(value)) return 'must be an object';
  for (const key of Object.keys(value)) if (!(key in specs)) return `${key}: is not allowed`;
  for (const [key, spec] of Object.entries(specs)) {
    const problem = problemOf(value[key], spec);
    if (problem) return `${key}: ${problem}`;
  }
  return undefined;
}

/**
 * A problem named from its parent: the parent's own ('must be an object') after a colon
 * (`events[0]: must be an object`), a child's ('query: …') after a dot (`attributes.query: …`).
 */
function within(parent: string, problem: string): string {
  return /^(must|is) /.test(problem) ? `${parent}: ${problem}` : `${parent}.${problem}`;
}

/** Why an event does not fit the catalogue ('name: ...', 'attributes.query: ...'), or undefined. */
export function eventProblem(event: unknown): string | undefined {
  if (!isRecord(event)) return 'must be an object';
  const { name, attributes, context, at } = event;
  for (const key of Object.keys(event)) {
    if (!['name', 'attributes', 'context', 'at'].includes(key)) return `${key}: is not allowed`;
  }
  if (typeof name !== 'string' || !Object.hasOwn(EVENT_CATALOGUE, name)) {
    return `name: is not a known event (${typeof name === 'string' ? name.slice(0, 100) : typeof name})`;
  }
  if (typeof at !== 'number' || !Number.isFinite(at) || at < 0) return 'at: must be a time in epoch milliseconds';
  const attributeProblem = recordProblem(attributes, EVENT_CATALOGUE[name as EventName]);
  if (attributeProblem) return within('attributes', attributeProblem);
  const contextProblem = recordProblem(context, CONTEXT_SPEC);
  if (contextProblem) return within('context', contextProblem);
  const ids = context as EventContext;
  if (!ID.test(ids.anonymousId)) return 'context.anonymousId: must be letters, digits, _ or -';
  if (!ID.test(ids.sessionId)) return 'context.sessionId: must be letters, digits, _ or -';
  return undefined;
}

export type BatchCheck = { ok: true; events: AnalyticsEvent[] } | { ok: false; error: string };

/** Validates a whole batch; the error names the first bad event by its index. */
export function checkBatch(body: unknown): BatchCheck {
  if (!isRecord(body)) return { ok: false, error: 'body: must be a JSON object' };
  if (!Array.isArray(body.events)) return { ok: false, error: 'events: must be an array' };
  const { events } = body;
  if (events.length === 0) return { ok: false, error: 'events: must not be empty' };
  if (events.length > MAX_BATCH_EVENTS) {
    return { ok: false, error: `events: must hold at most ${MAX_BATCH_EVENTS} events` };
  }
  for (let index = 0; index < events.length; index += 1) {
    const problem = eventProblem(events[index]);
    if (problem) return { ok: false, error: within(`events[${index}]`, problem) };
  }
  return { ok: true, events: events as AnalyticsEvent[] };
}
