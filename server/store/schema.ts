/**
 * Tables of the user-data database (ARCHITECTURE.md section 3): support requests sent from the
 * contact and file-download forms, and 'Was this helpful?' answers. The same schema runs on SQLite
 * and PostgreSQL; the few columns whose storage differs (booleans, timestamps) say so in their types.
 */
import type { ColumnType, Generated } from 'kysely';
import type { TicketType } from '../../shared/support/ticket-types';

export const SUPPORT_FORMS = ['support', 'hot', 'partner', 'statuspage', 'file-download'] as const;
export type SupportForm = (typeof SUPPORT_FORMS)[number];

/**
 * What the ticket_type column may hold: the request types taken today (shared/support/ticket-types.ts)
 * and 'question', which requests filed before it was dropped may carry. The CHECK constraint of
 * migration 0001 still allows it, so those rows stay valid without a migration.
 */
export type StoredTicketType = TicketType | 'question';

export const FEEDBACK_REASONS = ['inaccurate', 'unclear', 'irrelevant'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

/** PostgreSQL takes a Date (timestamptz); SQLite an ISO-8601 string. Never updated. */
type CreatedAt = ColumnType<Date | string, Date | string, never>;

export interface SupportRequestsTable {
  id: Generated<number>;
  reference: string;
  form: SupportForm;
  ticket_type: StoredTicketType | null;
  product: string | null;
  summary: string | null;
  description: string | null;
  company: string | null;
  name: string;
  email: string;
  page_url: string | null;
  created_at: CreatedAt;
  /** The account the request belongs to; null until its address signs in. */
  owner_email: string | null;
  status: ColumnType<RequestStatus, RequestStatus | undefined, RequestStatus>;
  /** Time of the last reply or status change; null when nothing happened since filing. */
  updated_at: Timestamp | null;
}

export const REQUEST_STATUSES = ['open', 'waiting-on-customer', 'resolved'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export interface RequestMessagesTable {
  id: Generated<number>;
  request_id: number;
  author_email: string;
  /** boolean on PostgreSQL, 0 or 1 on SQLite. */
  from_staff: ColumnType<boolean | number, boolean | number, never>;
  body: string;
  created_at: CreatedAt;
}

export interface FeedbackTable {
  id: Generated<number>;
  entry_id: string;
  page_url: string;
  /** boolean on PostgreSQL, 0 or 1 on SQLite; an amended answer may change it. */
  helpful: ColumnType<boolean | number, boolean | number, boolean | number>;
  reason: ColumnType<FeedbackReason | null, FeedbackReason | null | undefined, FeedbackReason | null>;
  created_at: CreatedAt;
  /** The browser's id of the page view's answer (ADR 026), kept for reference. Null for older rows. */
  answer_id: string | null;
  /**
   * Who answered (docs/adr/054-one-answer-per-visitor.md): SHA-256, hex, of the feedback visitor id or
   * of the signed-in account; 'answer:…' or 'row:…' for answers written before voters were kept.
   * Unique with entry_id: a voter's later answer to the entry replaces the earlier one. Always written;
   * the SQLite column is nullable only because SQLite cannot add NOT NULL to an existing column.
   */
  voter: string;
  /** When the answer was last replaced; null while it is the first one. */
  updated_at: Timestamp | null;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  /** The server's receive time. */
  received_at: CreatedAt;
  /** The browser's clock when the event happened. */
  occurred_at: CreatedAt;
  name: string;
  anonymous_id: string;
  session_id: string;
  content_type: string;
  content_ari: string;
  entry_id: string;
  locale: string;
  deployment: string | null;
  version: string | null;
  /** boolean on PostgreSQL, 0 or 1 on SQLite. */
  logged_in: ColumnType<boolean | number, boolean | number, never>;
  /** The event's attributes as JSON. */
  attributes: string;
}

/**
 * Raw analytics events rolled up per UTC day (retention, ADR 026). `detail` is what the insights
 * break a count down by: the answer and reason of feedback ('no/unclear'), the normalised query of
 * a search, a scroll depth; '' for other events. Absent deployment and version are ''.
 */
export interface AnalyticsDailyTable {
  /** UTC day of the server's receive time, YYYY-MM-DD. */
  day: string;
  name: string;
  entry_id: string;
  content_type: string;
  locale: string;
  deployment: string;
  version: string;
  detail: string;
  count: number;
  /** Of the `search.results.shown` events counted: those that found nothing. */
  zero_results: number;
  /** Of the `search.results.shown` events counted: those with results that were followed by a result click. */
  clicked: number;
  /** Of the `page.init` events counted: those that were their session's last view (migration 0009). */
  exits: number;
}

/**
 * How far raw events are rolled into `analytics_daily` (ADR 038), one row: every event received
 * before `rolled_before` whose id is at most `rolled_id` is counted there, whether its raw row is
 * still kept or was purged; every other event is read raw.
 */
export interface AnalyticsRollUpTable {
  id: number;
  /** ISO-8601 time, on both databases. */
  rolled_before: string;
  /** bigint on PostgreSQL, read as a string. */
  rolled_id: number | string;
}

/** A timestamp that is written again later (used_at, last_seen_at). */
type Timestamp = ColumnType<Date | string, Date | string, Date | string>;

export interface SignInTokensTable {
  /** SHA-256 of the token, hex. */
  token_hash: string;
  email: string;
  /** Same-origin path to return to after sign-in, already checked. */
  continue_to: string;
  created_at: CreatedAt;
  expires_at: CreatedAt;
  used_at: Timestamp | null;
}

export interface SessionsTable {
  /** SHA-256 of the session id, hex; the id itself lives only in the visitor's cookie. */
  id_hash: string;
  email: string;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
}

export interface Database {
  support_requests: SupportRequestsTable;
  feedback: FeedbackTable;
  sign_in_tokens: SignInTokensTable;
  sessions: SessionsTable;
  request_messages: RequestMessagesTable;
  named_contacts: NamedContactsTable;
  analytics_events: AnalyticsEventsTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_roll_up: AnalyticsRollUpTable;
  idempotency_keys: IdempotencyKeysTable;
}

/**
 * One write API call made under an Idempotency-Key: what it was (a hash of its validated input) and
 * what it answered, so a repeat of the key gets the same answer (docs/adr/040).
 */
export interface IdempotencyKeysTable {
  /** Which API the key belongs to ('feedback', 'support-request'): keys of different APIs never meet. */
  scope: string;
  idempotency_key: string;
  /** SHA-256, hex, of the call's validated input. */
  fingerprint: string;
  /** The HTTP status first answered; null only inside the transaction that claims the key. */
  status: number | null;
  /** The response body first answered ('' for none). */
  body: string | null;
  created_at: CreatedAt;
  expires_at: CreatedAt;
}

export interface NamedContactsTable {
  /** Lower-case e-mail domain of the organisation. */
  organisation: string;
  email: string;
  added_by: string;
  created_at: CreatedAt;
}

export type Dialect = 'sqlite' | 'postgres';
