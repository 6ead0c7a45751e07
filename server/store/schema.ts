/**
 * Tables of the user-data database (ARCHITECTURE.md section 3): support requests sent from the
 * contact and file-download forms, and 'Was this helpful?' answers. The same schema runs on SQLite
 * and PostgreSQL; the few columns whose storage differs (booleans, timestamps) say so in their types.
 */
import type { ColumnType, Generated } from 'kysely';

export const SUPPORT_FORMS = ['support', 'hot', 'partner', 'statuspage', 'file-download'] as const;
export type SupportForm = (typeof SUPPORT_FORMS)[number];

export const TICKET_TYPES = ['bug', 'suggestion', 'question'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

export const FEEDBACK_REASONS = ['inaccurate', 'unclear', 'irrelevant'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

/** PostgreSQL takes a Date (timestamptz); SQLite an ISO-8601 string. Never updated. */
type CreatedAt = ColumnType<Date | string, Date | string, never>;

export interface SupportRequestsTable {
  id: Generated<number>;
  reference: string;
  form: SupportForm;
  ticket_type: TicketType | null;
  product: string | null;
  summary: string | null;
  description: string | null;
  company: string | null;
  name: string;
  email: string;
  page_url: string | null;
  created_at: CreatedAt;
}

export interface FeedbackTable {
  id: Generated<number>;
  entry_id: string;
  page_url: string;
  /** boolean on PostgreSQL, 0 or 1 on SQLite. */
  helpful: ColumnType<boolean | number, boolean | number, never>;
  reason: FeedbackReason | null;
  created_at: CreatedAt;
}

export interface Database {
  support_requests: SupportRequestsTable;
  feedback: FeedbackTable;
}

export type Dialect = 'sqlite' | 'postgres';
