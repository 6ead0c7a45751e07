import { useMessages, usePartMessages } from '../i18n/messages';
import { requests } from '../i18n/messages/en-US-requests';
import { fill } from '../i18n/messages';
import type { RequestListData, RequestsPageData, RequestStatusView } from '../types/pages/other-pages';

const STATUS_LABEL: Record<RequestStatusView, keyof typeof requests> = {
  open: 'statusOpen',
  'waiting-on-customer': 'statusWaiting',
  resolved: 'statusResolved',
};

const STATUSES = Object.keys(STATUS_LABEL) as RequestStatusView[];

function RequestTable({ data, caption }: { data: RequestListData; caption: string }) {
  const labels = { ...useMessages().page, ...usePartMessages('requests', requests) };
  if (data.rows.length === 0) return <p>{labels.noRequests}</p>;
  const columns = [
    labels.columnReference,
    labels.columnSummary,
    labels.columnProduct,
    labels.columnStatus,
    labels.columnUpdated,
  ] as const;
  const [reference, summary, product, status, updated] = columns;
  return (
    <>
      {/* Below 768 px each row is a card (templates.css); the roles keep it a table for assistive technology. */}
      <table className="hc-requests" role="table">
        <caption className="hc-visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {data.rows.map((row) => (
            <tr key={row.reference} role="row">
              <td role="cell" data-label={reference}>
                <a href={row.url}>{row.reference}</a>
              </td>
              <td role="cell" data-label={summary}>
                {row.summary}
              </td>
              <td role="cell" data-label={product}>
                {row.product ?? ''}
              </td>
              <td role="cell" data-label={status}>
                {labels[STATUS_LABEL[row.status]]}
              </td>
              <td role="cell" data-label={updated}>
                <time dateTime={row.updated}>{row.updated}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {data.pageCount > 1 && (
        <nav
          aria-label={fill(labels.pageOf, { page: data.page, count: data.pageCount })}
          className="hc-requests__pages"
        >
          {data.previousUrl && <a href={data.previousUrl}>{labels.previousPage}</a>}{' '}
          <span>{fill(labels.pageOf, { page: data.page, count: data.pageCount })}</span>{' '}
          {data.nextUrl && <a href={data.nextUrl}>{labels.nextPage}</a>}
        </nav>
      )}
    </>
  );
}

function NamedContacts({ data }: { data: Extract<RequestsPageData, { view: 'contacts' }> }) {
  const labels = { ...useMessages().page, ...usePartMessages('requests', requests) };
  return (
    <section className="hc-sign-in">
      <p>{fill(labels.namedContactsIntro, { organisation: data.organisation })}</p>
      {data.contacts.length === 0 ? (
        <p>{labels.noNamedContacts}</p>
      ) : (
        <ul className="hc-named-contacts">
          {data.contacts.map((email) => (
            <li key={email}>
              <form method="post" action={data.removeAction}>
                <span>{email}</span> <input type="hidden" name="email" value={email} />
                <button className="hc-button hc-button--subtle" type="submit">
                  {fill(labels.removeNamedContact, { email })}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <form method="post" action={data.addAction} className="hc-sign-in" noValidate>
        {data.error && (
          <p id="hc-contact-error" className="hc-sign-in__error" role="alert">
            {data.error}
          </p>
        )}
        <label htmlFor="hc-contact-email">{labels.emailAddress}</label>
        <input
          id="hc-contact-email"
          className="hc-sign-in__input"
          type="email"
          name="email"
          autoComplete="off"
          maxLength={254}
          required
          defaultValue={data.email}
          aria-invalid={data.error ? true : undefined}
          // A refused address is the field to fix: focus starts there, as on the sign-in page.
          autoFocus={Boolean(data.error)}
          aria-describedby={data.error ? 'hc-contact-error' : undefined}
        />
        <button className="hc-button" type="submit">
          {labels.addNamedContact}
        </button>
      </form>
    </section>
  );
}

/** The signed-in parts of the requests page: the list, the staff queue, or one request. */
export function RequestsView({ data, heading }: { data: RequestsPageData; heading: string }) {
  const labels = { ...useMessages().page, ...usePartMessages('requests', requests) };
  if (data.view === 'list') return <RequestTable data={data} caption={heading} />;
  if (data.view === 'queue') {
    return (
      <>
        <form method="get" action={data.action} className="hc-requests__filters" aria-label={labels.filterRequests}>
          <label htmlFor="hc-queue-status">{labels.columnStatus}</label>
          <select id="hc-queue-status" name="status" defaultValue={data.filters.status}>
            <option value="">{labels.allStatuses}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {labels[STATUS_LABEL[status]]}
              </option>
            ))}
          </select>
          <label htmlFor="hc-queue-product">{labels.columnProduct}</label>
          <select id="hc-queue-product" name="product" defaultValue={data.filters.product}>
            <option value="">{labels.allProducts}</option>
            {data.products.map((product) => (
              <option key={product} value={product}>
                {product}
              </option>
            ))}
          </select>
          <button className="hc-button" type="submit">
            {labels.applyFilters}
          </button>
        </form>
        <RequestTable data={data} caption={heading} />
      </>
    );
  }
  if (data.view === 'contacts') return <NamedContacts data={data} />;
  const { request } = data;
  return (
    <article className="hc-request">
      <p>
        <a href={data.backUrl}>{labels.backToRequests}</a>
      </p>
      <dl className="hc-request__facts">
        <dt>{labels.columnReference}</dt>
        <dd>{request.reference}</dd>
        <dt>{labels.columnProduct}</dt>
        <dd>{request.product ?? ''}</dd>
        <dt>{labels.columnStatus}</dt>
        <dd data-testid="request-status">{labels[STATUS_LABEL[request.status]]}</dd>
        <dt>{labels.columnUpdated}</dt>
        <dd>
          <time dateTime={request.updated}>{request.updated}</time>
        </dd>
      </dl>
      <p className="hc-request__description">{request.description}</p>
      <section aria-labelledby="hc-request-conversation">
        <h2 id="hc-request-conversation">{labels.conversation}</h2>
        {data.messages.length === 0 ? (
          <p>{labels.noReplies}</p>
        ) : (
          <ol className="hc-request__messages">
            {data.messages.map((message, index) => (
              <li key={index} className={message.fromStaff ? 'hc-request__message--staff' : undefined}>
                <p>
                  <strong>{message.author}</strong> <time dateTime={message.created}>{message.created}</time>
                </p>
                <p className="hc-request__body">{message.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <form method="post" action={data.replyAction} className="hc-sign-in">
        {data.error && (
          <p id="hc-reply-error" className="hc-sign-in__error" role="alert">
            {data.error}
          </p>
        )}
        <label htmlFor="hc-reply">{labels.yourReply}</label>
        <textarea
          id="hc-reply"
          name="body"
          rows={5}
          maxLength={5000}
          required
          className="hc-sign-in__input"
          aria-invalid={data.error ? true : undefined}
          aria-describedby={data.error ? 'hc-reply-error' : undefined}
        />
        <button className="hc-button" type="submit">
          {labels.sendReply}
        </button>
      </form>
      {data.statusAction && (
        <form method="post" action={data.statusAction} className="hc-sign-in">
          <label htmlFor="hc-request-status">{labels.changeStatus}</label>
          <select id="hc-request-status" name="status" defaultValue={request.status}>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {labels[STATUS_LABEL[status]]}
              </option>
            ))}
          </select>
          <button className="hc-button" type="submit">
            {labels.saveStatus}
          </button>
        </form>
      )}
    </article>
  );
}
