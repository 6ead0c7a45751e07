/**
 * The signed-in requests pages (ARCHITECTURE.md section 8: every one `private, no-store`, never in
 * the html cache): /requests/ lists the visitor's requests, /requests/{reference}/ shows one with
 * its conversation and a reply form, /requests/queue/ is the staff queue (filter by status and
 * product, change status, reply). An anonymous visitor is sent to sign in and brought back; a
 * request that is not the visitor's answers 404, as an unknown one does, so references cannot be
 * probed. Replies from staff are mailed to the requester (or logged without SMTP_URL), in the language
 * of the page the request was filed from. /named-contact/ lists the named contacts of the visitor's
 * organisation (the domain of their address); only an address of that domain can be added.
 */
import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import { loginUrl } from '../../shared/components/chrome/chrome-links';
import { fill } from '../../shared/i18n/messages';
import { serverMessagesFor } from '../../shared/i18n/server-messages';
import { withLocale } from '../../shared/links/locale';
import type { Locale } from '../../shared/types/content';
import type { RequestListData, RequestRowView, RequestsPageData } from '../../shared/types/pages/other-pages';
import type { AuthConfig } from '../../config/config';
import { sessionIdOf } from '../auth/cookies';
import { checkEmail } from './auth';
import { mailLocaleOf, type Mailer } from '../auth/mailer';
import { isStaffEmail } from '../auth/roles';
import type { Sessions } from '../auth/sessions';
import { REQUEST_STATUSES, type RequestStatus } from '../store/schema';
import type { RequestSummary, Store } from '../store/store';
import type { PageHandler } from './page-handler';

export const REQUESTS_PAGE_SIZE = 20;
const REPLY_MAX = 5000;
/** A support request's reference, as the store makes them. */
export const REFERENCE_PATTERN = /^HC-\d{8}$/;

export interface RequestsRouteDeps {
  auth: Pick<AuthConfig, 'staffEmails'>;
  publicBaseUrl: string;
  secure: boolean;
  sessions: Sessions;
  store: Pick<
    Store,
    'listSupportRequests' | 'findSupportRequest' | 'replyToSupportRequest' | 'setSupportRequestStatus'
  >;
  contacts: Pick<Store, 'listNamedContacts' | 'addNamedContact' | 'removeNamedContact'>;
  mailer: Mailer;
  logger: Logger;
  now?: () => Date;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

function isStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (REQUEST_STATUSES as readonly string[]).includes(value);
}

function pageNumber(value: unknown): number {
  const parsed = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return Math.max(1, parsed);
}

export function createRequestsRouter(deps: RequestsRouteDeps, pages: PageHandler, locale: Locale): Router {
  const { store, sessions } = deps;
  const now = deps.now ?? (() => new Date());
  const labels = serverMessagesFor(locale).page;
  const router = express.Router({ caseSensitive: true, strict: true });
  const form = express.urlencoded({ extended: false, limit: '32kb', parameterLimit: 10 });
  const local = (path: string) => withLocale(path, locale);
  const requestUrl = (reference: string) => local(`/requests/${reference}/`);

  /** The signed-in address, or undefined after sending the visitor to sign in. */
  const account = async (req: Request, res: Response): Promise<string | undefined> => {
    const session = await sessions.resolve(sessionIdOf(req, deps.secure));
    if (session) return session.email;
    res.setHeader('Cache-Control', 'private, no-store');
    const back = req.method === 'GET' ? req.originalUrl : local('/requests/');
    res.redirect(303, loginUrl(back, locale));
    return undefined;
  };

  const send = (req: Request, res: Response, path: string, data: RequestsPageData, status = 200) =>
    pages.sendPrivate(req, res, locale, 'myRequests', { requestsTab: 'requests', requests: { path, data } }, status);

  const row = (request: RequestSummary): RequestRowView => ({
    reference: request.reference,
    summary: request.summary,
    product: request.product,
    status: request.status,
    updated: day(request.updatedAt),
    url: requestUrl(request.reference),
  });

  const list = async (
    query: { ownerEmail?: string; status?: RequestStatus; product?: string },
    page: number,
    urlOf: (page: number) => string,
  ): Promise<RequestListData> => {
    const offset = (page - 1) * REQUESTS_PAGE_SIZE;
    const { requests, total } = await store.listSupportRequests({ ...query, offset, limit: REQUESTS_PAGE_SIZE });
    const pageCount = Math.max(1, Math.ceil(total / REQUESTS_PAGE_SIZE));
    return {
      rows: requests.map(row),
      total,
      page,
      pageCount,
      previousUrl: page > 1 ? urlOf(page - 1) : null,
      nextUrl: page < pageCount ? urlOf(page + 1) : null,
    };
  };

  router.get('/requests/', async (req, res) => {
    const email = await account(req, res);
    if (!email) return;
    const page = pageNumber(req.query.page);
    const data = await list({ ownerEmail: email }, page, (n) => `${local('/requests/')}?page=${n}`);
    await send(req, res, '/requests/', { view: 'list', ...data });
  });

  const organisationOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const contactsPage = async (req: Request, res: Response, email: string, typed = '', error: string | null = null) => {
    const organisation = organisationOf(email);
    await pages.sendPrivate(
      req,
      res,
      locale,
      'myRequests',
      {
        requestsTab: 'namedContacts',
        requests: {
          path: '/named-contact/',
          data: {
            view: 'contacts',
            organisation,
            contacts: await deps.contacts.listNamedContacts(organisation),
            addAction: local('/named-contact/'),
            removeAction: local('/named-contact/remove/'),
            email: typed,
            error,
          },
        },
      },
      error ? 400 : 200,
    );
  };

  router.get('/named-contact/', async (req, res) => {
    const email = await account(req, res);
    if (email) await contactsPage(req, res, email);
  });

  router.post('/named-contact/', form, async (req, res) => {
    const email = await account(req, res);
    if (!email) return;
    const raw = ((req.body ?? {}) as Record<string, unknown>).email;
    const checked = checkEmail(raw);
    const typed = typeof raw === 'string' ? raw.slice(0, 254) : '';
    if ('problem' in checked) {
      await contactsPage(req, res, email, typed, labels[checked.problem]);
      return;
    }
    const organisation = organisationOf(email);
    // A named contact raises and follows requests for the organisation, so it must be one of its people.
    if (organisationOf(checked.email) !== organisation) {
      await contactsPage(req, res, email, typed, fill(labels.contactOtherOrganisation, { organisation }));
      return;
    }
    const added = await deps.contacts.addNamedContact(organisation, checked.email, email, now());
    if (!added) {
      await contactsPage(req, res, email, typed, labels.contactDuplicate);
      return;
    }
    res.setHeader('Cache-Control', 'private, no-store');
    res.redirect(303, local('/named-contact/'));
  });

  router.post('/named-contact/remove/', form, async (req, res) => {
    const email = await account(req, res);
    if (!email) return;
    const checked = checkEmail(((req.body ?? {}) as Record<string, unknown>).email);
    if ('email' in checked) await deps.contacts.removeNamedContact(organisationOf(email), checked.email);
    res.setHeader('Cache-Control', 'private, no-store');
    res.redirect(303, local('/named-contact/'));
  });

  router.get('/requests/queue/', async (req, res) => {
    const email = await account(req, res);
    if (!email) return;
    if (!isStaffEmail(email, deps.auth.staffEmails)) return pages.sendPrivateNotFound(req, res, locale);
    const status = isStatus(req.query.status) ? req.query.status : undefined;
    const product = typeof req.query.product === 'string' ? req.query.product.trim().slice(0, 200) : '';
    const urlOf = (n: number) => {
      const query = new URLSearchParams();
      if (status) query.set('status', status);
      if (product) query.set('product', product);
      query.set('page', String(n));
      return `${local('/requests/queue/')}?${query.toString()}`;
    };
    const data = await list({ status, product: product || undefined }, pageNumber(req.query.page), urlOf);
    const products = [
      ...new Set((await store.listSupportRequests({ offset: 0, limit: 500 })).requests.map((r) => r.product)),
    ]
      .filter((name): name is string => name !== null)
      .sort();
    await send(req, res, '/requests/queue/', {
      view: 'queue',
      action: local('/requests/queue/'),
      filters: { status: status ?? '', product },
      products,
      ...data,
    });
  });

  /** The request when the visitor may see it (its owner, or staff); otherwise a 404. */
  const visibleRequest = async (req: Request, email: string) => {
    const reference = String(req.params.reference);
    if (!REFERENCE_PATTERN.test(reference)) return undefined;
    const request = await store.findSupportRequest(reference);
    if (!request) return undefined;
    const staff = isStaffEmail(email, deps.auth.staffEmails);
    return request.ownerEmail === email || staff ? { request, staff } : undefined;
  };

  const detail = async (req: Request, res: Response, email: string, error: string | null, status = 200) => {
    const found = await visibleRequest(req, email);
    if (!found) return pages.sendPrivateNotFound(req, res, locale);
    const { request, staff } = found;
    await send(
      req,
      res,
      `/requests/${request.reference}/`,
      {
        view: 'detail',
        request: {
          ...row(request),
          description: request.description ?? '',
          name: request.name,
          email: request.email,
          created: day(request.createdAt),
        },
        messages: request.messages.map((message) => ({
          author: message.fromStaff ? labels.supportTeam : message.authorEmail,
          fromStaff: message.fromStaff,
          body: message.body,
          created: day(message.createdAt),
        })),
        replyAction: `${requestUrl(request.reference)}reply/`,
        statusAction: staff ? `${requestUrl(request.reference)}status/` : null,
        backUrl: staff && request.ownerEmail !== email ? local('/requests/queue/') : local('/requests/'),
        error,
      },
      status,
    );
  };

  router.get('/requests/:reference/', async (req, res) => {
    const email = await account(req, res);
    if (!email) return;
    await detail(req, res, email, null);
  });

  router.post('/requests/:reference/reply/', form, async (req, res) => {
    const email = await account(req, res);
    if (!email) return;
    const found = await visibleRequest(req, email);
    if (!found) return pages.sendPrivateNotFound(req, res, locale);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const text = typeof body.body === 'string' ? body.body.trim() : '';
    if (text === '' || text.length > REPLY_MAX) {
      await detail(req, res, email, text === '' ? labels.replyRequired : labels.replyTooLong, 400);
      return;
    }
    const { request, staff } = found;
    const fromStaff = staff && request.ownerEmail !== email;
    const status: RequestStatus | undefined = fromStaff
      ? isStatus(body.status)
        ? body.status
        : 'waiting-on-customer'
      : 'open';
    await store.replyToSupportRequest(request.reference, { authorEmail: email, fromStaff, body: text, status }, now());
    if (fromStaff) {
      // In the requester's language, whatever the language of the page the staff member replied on.
      const mailLocale = mailLocaleOf(request.pageUrl);
      const mail = serverMessagesFor(mailLocale).page;
      const values = {
        reference: request.reference,
        summary: request.summary,
        reply: text,
        url: `${deps.publicBaseUrl}${withLocale(`/requests/${request.reference}/`, mailLocale)}`,
      };
      try {
        await deps.mailer.send({
          to: request.ownerEmail ?? request.email,
          subject: fill(mail.replyMailSubject, values),
          text: fill(mail.replyMailText, values),
        });
      } catch (error) {
        // The reply is saved and visible on the site; a mail failure must not lose it.
        deps.logger.error({ err: error, reference: request.reference }, 'Reply mail could not be sent');
      }
    }
    res.setHeader('Cache-Control', 'private, no-store');
    res.redirect(303, requestUrl(request.reference));
  });

  router.post('/requests/:reference/status/', form, async (req, res) => {
    const email = await account(req, res);
    if (!email) return;
    const found = await visibleRequest(req, email);
    if (!found?.staff) return pages.sendPrivateNotFound(req, res, locale);
    const status = ((req.body ?? {}) as Record<string, unknown>).status;
    if (!isStatus(status)) {
      res
        .status(400)
        .type('text/plain')
        .send(`status: must be one of ${REQUEST_STATUSES.join(', ')}`);
      return;
    }
    await store.setSupportRequestStatus(found.request.reference, status, now());
    res.setHeader('Cache-Control', 'private, no-store');
    res.redirect(303, requestUrl(found.request.reference));
  });

  return router;
}
