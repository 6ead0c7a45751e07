/**
 * The schema's migrations, in code so the server bundle carries them. Each one is written once and
 * never edited: a change is a new migration. Column types that differ between the dialects are
 * chosen by the dialect the store opened.
 */
import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Dialect } from './schema';

function migrations(dialect: Dialect): Record<string, Migration> {
  const postgres = dialect === 'postgres';
  const timestamp = postgres ? 'timestamptz' : 'text';
  return {
    '0001-support-requests-and-feedback': {
      async up(db: Kysely<unknown>): Promise<void> {
        await db.schema
          .createTable('support_requests')
          .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
            postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
          )
          .addColumn('reference', 'varchar(32)', (column) => column.notNull().unique())
          .addColumn('form', 'varchar(32)', (column) => column.notNull())
          .addColumn('ticket_type', 'varchar(32)')
          .addColumn('product', 'varchar(200)')
          .addColumn('summary', 'varchar(200)')
          .addColumn('description', 'text')
          .addColumn('company', 'varchar(200)')
          .addColumn('name', 'varchar(200)', (column) => column.notNull())
          .addColumn('email', 'varchar(254)', (column) => column.notNull())
          .addColumn('page_url', 'varchar(2000)')
          .addColumn('created_at', timestamp, (column) => column.notNull())
          .addCheckConstraint(
            'support_requests_form_check',
            sql`form in ('support', 'hot', 'partner', 'statuspage', 'file-download')`,
          )
          // A superset of the request types taken today (shared/support/ticket-types.ts): rows filed
          // as 'question' before that type was dropped stay valid, so the constraint is left as it is.
          .addCheckConstraint(
            'support_requests_ticket_type_check',
            sql`ticket_type is null or ticket_type in ('bug', 'suggestion', 'question')`,
          )
          .execute();
        await db.schema
          .createTable('feedback')
          .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
            postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
          )
          .addColumn('entry_id', 'varchar(100)', (column) => column.notNull())
          .addColumn('page_url', 'varchar(2000)', (column) => column.notNull())
          .addColumn('helpful', postgres ? 'boolean' : 'integer', (column) => column.notNull())
          .addColumn('reason', 'varchar(32)')
          .addColumn('created_at', timestamp, (column) => column.notNull())
          .execute();
        await db.schema.createIndex('feedback_entry_id_index').on('feedback').column('entry_id').execute();
      },
      async down(db: Kysely<unknown>): Promise<void> {
        await db.schema.dropTable('feedback').execute();
        await db.schema.dropTable('support_requests').execute();
      },
    },
    // Sign-in (docs/adr/010-sessions-and-local-sign-in.md): only hashes of the one-time tokens and of
    // the session ids are stored, so a copy of the database signs nobody in.
    '0002-sign-in-tokens-and-sessions': {
      async up(db: Kysely<unknown>): Promise<void> {
        await db.schema
          .createTable('sign_in_tokens')
          .addColumn('token_hash', 'varchar(64)', (column) => column.primaryKey())
          .addColumn('email', 'varchar(254)', (column) => column.notNull())
          .addColumn('continue_to', 'varchar(2000)', (column) => column.notNull())
          .addColumn('created_at', timestamp, (column) => column.notNull())
          .addColumn('expires_at', timestamp, (column) => column.notNull())
          .addColumn('used_at', timestamp)
          .execute();
        await db.schema
          .createTable('sessions')
          .addColumn('id_hash', 'varchar(64)', (column) => column.primaryKey())
          .addColumn('email', 'varchar(254)', (column) => column.notNull())
          .addColumn('created_at', timestamp, (column) => column.notNull())
          .addColumn('last_seen_at', timestamp, (column) => column.notNull())
          .execute();
        await db.schema.createIndex('sessions_email_index').on('sessions').column('email').execute();
      },
      async down(db: Kysely<unknown>): Promise<void> {
        await db.schema.dropTable('sessions').execute();
        await db.schema.dropTable('sign_in_tokens').execute();
      },
    },
    // Requests get an owner (the signed-in account; an anonymous request is claimed when its
    // address signs in), a status and a conversation.
    '0003-request-owners-status-and-messages': {
      async up(db: Kysely<unknown>): Promise<void> {
        await db.schema.alterTable('support_requests').addColumn('owner_email', 'varchar(254)').execute();
        await db.schema
          .alterTable('support_requests')
          .addColumn('status', 'varchar(32)', (column) => column.notNull().defaultTo('open'))
          .execute();
        await db.schema.alterTable('support_requests').addColumn('updated_at', timestamp).execute();
        await db.schema
          .createIndex('support_requests_owner_email_index')
          .on('support_requests')
          .column('owner_email')
          .execute();
        await db.schema.createIndex('support_requests_email_index').on('support_requests').column('email').execute();
        await db.schema
          .createTable('request_messages')
          .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
            postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
          )
          .addColumn('request_id', 'integer', (column) =>
            column.notNull().references('support_requests.id').onDelete('cascade'),
          )
          .addColumn('author_email', 'varchar(254)', (column) => column.notNull())
          .addColumn('from_staff', postgres ? 'boolean' : 'integer', (column) => column.notNull())
          .addColumn('body', 'text', (column) => column.notNull())
          .addColumn('created_at', timestamp, (column) => column.notNull())
          .execute();
        await db.schema
          .createIndex('request_messages_request_id_index')
          .on('request_messages')
          .column('request_id')
          .execute();
      },
      async down(db: Kysely<unknown>): Promise<void> {
        await db.schema.dropTable('request_messages').execute();
        await db.schema.dropIndex('support_requests_email_index').execute();
        await db.schema.dropIndex('support_requests_owner_email_index').execute();
        await db.schema.alterTable('support_requests').dropColumn('updated_at').execute();
        await db.schema.alterTable('support_requests').dropColumn('status').execute();
        await db.schema.alterTable('support_requests').dropColumn('owner_email').execute();
      },
    },
    '0004-named-contacts': {
      async up(db: Kysely<unknown>): Promise<void> {
        await db.schema
          .createTable('named_contacts')
          .addColumn('organisation', 'varchar(254)', (column) => column.notNull())
          .addColumn('email', 'varchar(254)', (column) => column.notNull())
          .addColumn('added_by', 'varchar(254)', (column) => column.notNull())
          .addColumn('created_at', timestamp, (column) => column.notNull())
          .addPrimaryKeyConstraint('named_contacts_pkey', ['organisation', 'email'])
          .execute();
      },
      async down(db: Kysely<unknown>): Promise<void> {
        await db.schema.dropTable('named_contacts').execute();
      },
    },
    // Analytics (docs/adr/026-analytics-events-and-ranking.md): raw events are append-only, one row
    // per event with the server's receive time and never the sender's address; the daily table
    // holds what retention rolls them up into. Feedback answers get an id, so a 'No' is kept at
    // once and the reason picked after it amends the same answer instead of counting twice.
    '0005-analytics-events': {
      async up(db: Kysely<unknown>): Promise<void> {
        await db.schema
          .createTable('analytics_events')
          .addColumn('id', postgres ? 'bigserial' : 'integer', (column) =>
            postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
          )
          .addColumn('received_at', timestamp, (column) => column.notNull())
          .addColumn('occurred_at', timestamp, (column) => column.notNull())
          .addColumn('name', 'varchar(50)', (column) => column.notNull())
          .addColumn('anonymous_id', 'varchar(128)', (column) => column.notNull())
          .addColumn('session_id', 'varchar(128)', (column) => column.notNull())
          .addColumn('content_type', 'varchar(50)', (column) => column.notNull())
          .addColumn('content_ari', 'varchar(300)', (column) => column.notNull())
          .addColumn('entry_id', 'varchar(100)', (column) => column.notNull())
          .addColumn('locale', 'varchar(20)', (column) => column.notNull())
          .addColumn('deployment', 'varchar(50)')
          .addColumn('version', 'varchar(50)')
          .addColumn('logged_in', postgres ? 'boolean' : 'integer', (column) => column.notNull())
          .addColumn('attributes', 'text', (column) => column.notNull())
          .execute();
        await db.schema
          .createIndex('analytics_events_name_received_index')
          .on('analytics_events')
          .columns(['name', 'received_at'])
          .execute();
        await db.schema
          .createIndex('analytics_events_entry_name_index')
          .on('analytics_events')
          .columns(['entry_id', 'name'])
          .execute();
        await db.schema.alterTable('feedback').addColumn('answer_id', 'varchar(64)').execute();
        await db.schema.createIndex('feedback_answer_id_index').on('feedback').column('answer_id').unique().execute();
      },
      async down(db: Kysely<unknown>): Promise<void> {
        await db.schema.dropIndex('feedback_answer_id_index').execute();
        await db.schema.alterTable('feedback').dropColumn('answer_id').execute();
        await db.schema.dropTable('analytics_events').execute();
      },
    },
    // Idempotency keys (docs/adr/040-idempotent-writes-and-browser-retries.md): the browser sends one
    // random key per submission and keeps it across retries; the key is stored with the answer in the
    // transaction that writes the row, so a repeat gets the first answer and never a second row.
    '0006-idempotency-keys': {
      async up(db: Kysely<unknown>): Promise<void> {
        await db.schema
          .createTable('idempotency_keys')
          .addColumn('scope', 'varchar(32)', (column) => column.notNull())
          .addColumn('idempotency_key', 'varchar(128)', (column) => column.notNull())
          .addColumn('fingerprint', 'varchar(64)', (column) => column.notNull())
          .addColumn('status', 'integer')
          .addColumn('body', 'text')
          .addColumn('created_at', timestamp, (column) => column.notNull())
          .addColumn('expires_at', timestamp, (column) => column.notNull())
          .addPrimaryKeyConstraint('idempotency_keys_pkey', ['scope', 'idempotency_key'])
          .execute();
        await db.schema
          .createIndex('idempotency_keys_expires_at_index')
          .on('idempotency_keys')
          .column('expires_at')
          .execute();
      },
      async down(db: Kysely<unknown>): Promise<void> {
        await db.schema.dropTable('idempotency_keys').execute();
      },
    },
    // Retention (ADR 026): raw events older than ANALYTICS_RETENTION_DAYS are rolled into one row per
    // UTC day and key, then deleted in the same transaction. Columns that may be absent are '' rather
    // than null, so they can be part of the primary key the roll-up adds its counts onto.
    '0007-analytics-daily-aggregates': {
      async up(db: Kysely<unknown>): Promise<void> {
        await db.schema
          .createTable('analytics_daily')
          .addColumn('day', 'varchar(10)', (column) => column.notNull())
          .addColumn('name', 'varchar(50)', (column) => column.notNull())
          .addColumn('entry_id', 'varchar(100)', (column) => column.notNull())
          .addColumn('content_type', 'varchar(50)', (column) => column.notNull())
          .addColumn('locale', 'varchar(20)', (column) => column.notNull())
          .addColumn('deployment', 'varchar(50)', (column) => column.notNull())
          .addColumn('version', 'varchar(50)', (column) => column.notNull())
          .addColumn('detail', 'varchar(200)', (column) => column.notNull())
          .addColumn('count', 'integer', (column) => column.notNull())
          .addColumn('zero_results', 'integer', (column) => column.notNull())
          .addColumn('clicked', 'integer', (column) => column.notNull())
          .addPrimaryKeyConstraint('analytics_daily_pkey', [
            'day',
            'name',
            'entry_id',
            'content_type',
            'locale',
            'deployment',
            'version',
            'detail',
          ])
          .execute();
        await db.schema
          .createIndex('analytics_daily_name_day_index')
          .on('analytics_daily')
          .columns(['name', 'day'])
          .execute();
        await db.schema
          .createIndex('analytics_events_received_index')
          .on('analytics_events')
          .column('received_at')
          .execute();
      },
      async down(db: Kysely<unknown>): Promise<void> {
        await db.schema.dropIndex('analytics_events_received_index').execute();
        await db.schema.dropTable('analytics_daily').execute();
      },
    },
    // Editor insights (docs/adr/038-editor-insights.md) read one event name over a period and group
    // by article, session, deployment or version: one index holds all of those columns, so the
    // page-view queries never touch the table. It starts with the columns of the (name, received_at)
    // index, which it replaces, so ingestion keeps one index to update instead of two.
    '0008-insights-indexes': {
      async up(db: Kysely<unknown>): Promise<void> {
        await db.schema
          .createIndex('analytics_events_insights_index')
          .on('analytics_events')
          .columns(['name', 'received_at', 'deployment', 'version', 'content_type', 'entry_id', 'session_id'])
          .execute();
        await db.schema.dropIndex('analytics_events_name_received_index').ifExists().execute();
      },
      async down(db: Kysely<unknown>): Promise<void> {
        await db.schema
          .createIndex('analytics_events_name_received_index')
          .on('analytics_events')
          .columns(['name', 'received_at'])
          .execute();
        await db.schema.dropIndex('analytics_events_insights_index').execute();
      },
    },
    // Insights read whole days from the daily aggregates (docs/adr/038-editor-insights.md): days are
    // rolled up once the day after them is over, raw rows kept until retention purges them, and one
    // row records how far. Exits are counted per day, since aggregates keep no session. The covering
    // index starts with the (name, day) columns of the index it replaces.
    '0009-insights-roll-up': {
      async up(db: Kysely<unknown>): Promise<void> {
        await db.schema
          .alterTable('analytics_daily')
          .addColumn('exits', 'integer', (column) => column.notNull().defaultTo(0))
          .execute();
        await db.schema
          .createTable('analytics_roll_up')
          .addColumn('id', 'integer', (column) => column.primaryKey())
          .addColumn('rolled_before', 'varchar(30)', (column) => column.notNull())
          .addColumn('rolled_id', postgres ? 'bigint' : 'integer', (column) => column.notNull())
          .execute();
        // Until now a roll-up deleted every raw event before its midnight cutoff, so the day after the
        // last rolled one is where the aggregates end; raw rows before it arrived late and are not
        // counted yet, which a rolled id of 0 says.
        const last = await sql<{ day: string | null }>`select max(day) as day from analytics_daily`.execute(db);
        const day = last.rows[0]?.day;
        const rolledBefore = day ? new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000) : new Date(0);
        await sql`insert into analytics_roll_up (id, rolled_before, rolled_id) values (1, ${rolledBefore.toISOString()}, 0)`.execute(
          db,
        );
        await db.schema
          .createIndex('analytics_daily_insights_index')
          .on('analytics_daily')
          .columns([
            'name',
            'day',
            'deployment',
            'version',
            'content_type',
            'entry_id',
            'detail',
            'count',
            'zero_results',
            'clicked',
            'exits',
          ])
          .execute();
        await db.schema.dropIndex('analytics_daily_name_day_index').ifExists().execute();
      },
      async down(db: Kysely<unknown>): Promise<void> {
        await db.schema
          .createIndex('analytics_daily_name_day_index')
          .on('analytics_daily')
          .columns(['name', 'day'])
          .execute();
        await db.schema.dropIndex('analytics_daily_insights_index').execute();
        await db.schema.dropTable('analytics_roll_up').execute();
        await db.schema.alterTable('analytics_daily').dropColumn('exits').execute();
      },
    },
    // One answer per visitor and page (docs/adr/054-one-answer-per-visitor.md): an answer carries its
    // voter (a hash of the browser's feedback cookie or of the signed-in account), and a later answer
    // of the same voter to the same entry replaces it. Rows written before say nothing of who gave
    // them beyond their page view's answer id (migration 0005), which was unique and already merged a
    // page view's answers into its latest: so each row keeps that id as its voter, or its row id when
    // it has none, and no two rows share a voter. The unique key on answer ids goes: the voter is
    // what an answer is replaced by now, and an answer id seen again from another voter is no reason
    // to refuse the answer.
    '0010-feedback-one-answer-per-visitor': {
      async up(db: Kysely<unknown>): Promise<void> {
        await db.schema.alterTable('feedback').addColumn('voter', 'varchar(100)').execute();
        await db.schema.alterTable('feedback').addColumn('updated_at', timestamp).execute();
        await sql`update feedback set voter = 'answer:' || answer_id where answer_id is not null`.execute(db);
        await sql`update feedback set voter = 'row:' || cast(id as varchar(20)) where voter is null`.execute(db);
        // SQLite cannot add NOT NULL to a column it has; every row has a voter and the store always writes one.
        if (postgres) await sql`alter table feedback alter column voter set not null`.execute(db);
        await db.schema.dropIndex('feedback_answer_id_index').execute();
        await db.schema
          .createIndex('feedback_entry_id_voter_index')
          .on('feedback')
          .columns(['entry_id', 'voter'])
          .unique()
          .execute();
      },
      async down(db: Kysely<unknown>): Promise<void> {
        await db.schema.dropIndex('feedback_entry_id_voter_index').execute();
        await db.schema.createIndex('feedback_answer_id_index').on('feedback').column('answer_id').unique().execute();
        await db.schema.alterTable('feedback').dropColumn('updated_at').execute();
        await db.schema.alterTable('feedback').dropColumn('voter').execute();
      },
    },
  };
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: () => Promise.resolve(migrations(dialect)) };
}
