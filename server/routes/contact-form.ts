/**
 * The contact pages' support form and the file-download form without JavaScript
 * (docs/adr/050-contact-forms-without-javascript.md): the plain html form each of these pages carries
 * in its `<noscript>` posts `application/x-www-form-urlencoded` to the page's own address. The post
 * goes through what the JSON API does (server/routes/support-api.ts): the same schema, the same
 * per-visitor limit (one counter for both, counting only posts that pass the schema), the same
 * transactional write under the signed-in account and the same confirmation mail. A post to fix
 * answers 400 with the page again: an error summary, each field's problem beside it and every value
 * as typed. A filed request is answered
 * Post/Redirect/Get: 303 to /contact/sent/?reference=…, a confirmation only this visitor is sent to,
 * `private, no-store` like every answer here, so neither the html cache nor a CDN keeps it.
 */
import express, { type Request, type Response, type Router } from 'express';
import type { z } from 'zod';
import { CONTACT_SENT_PATH, REQUESTS_PATH } from '../../shared/constants';
import { fill, type Messages } from '../../shared/i18n/messages';
import { formMessagesFor } from '../../shared/i18n/part-messages';
import { withLocale } from '../../shared/links/locale';
import {
  FORM_KIND_BY_PAGE,
  pageForm,
  type FieldSpec,
  type FormPageKind,
} from '../../shared/support/support-form-fields';
import type { Locale } from '../../shared/types/content';
import type { SupportFormProblem, SupportFormSubmission } from '../../shared/types/pages/other-pages';
import { STATIC_PAGE_PATHS } from '../content/resolvers/static-pages';
import { checkFields, type FieldProblem } from '../middleware/json-input';
import { overLimit, type RateCounter } from '../middleware/rate-limit';
import { StoreUnavailableError } from '../store/store';
import type { PageHandler } from './page-handler';
import { declaredForm, formBodyErrors, noStore } from './form-posts';
import { REFERENCE_PATTERN } from './requests';
import { fileSupportRequest, supportRequestSchema, type SupportRequestFiling } from './support-api';

const BODY_LIMIT = '16kb';
/** The body of a form that is not a form: named as the JSON API names a body that is not JSON. */

export interface ContactFormDeps extends SupportRequestFiling {
  /** The counter of the JSON API's support-request limit, so both ways share one limit per visitor. */
  limit: RateCounter;
  /** Whether the visitor is signed in (the confirmation then links to their requests). */
  accountOf: NonNullable<SupportRequestFiling['accountOf']>;
  /** Whether the site sends mail: the confirmation page says a copy was e-mailed only then. */
  mailsConfirmations: boolean;
}

type FormLabels = Messages['forms'];

/**
 * The API's reason for a field ('is required', 'must be at most 200 characters') as the sentence the
 * scripted form shows for the same problem (client/external-apps/form-kit.ts); a reason it has no
 * sentence for is shown after the field's label.
 */
export function problemSentence(
  issue: z.core.$ZodIssue,
  field: Pick<FieldSpec, 'label' | 'type'>,
  labels: FormLabels,
): string {
  const { label } = field;
  // A box is ticked or not: whatever the schema says of it, the visitor is asked to tick it.
  if (field.type === 'checkbox') return fill(labels.tickBox, { label });
  if (issue.message === 'is required' || issue.message === 'must not be empty') {
    return fill(field.type === 'select' ? labels.fieldNotChosen : labels.fieldRequired, { label });
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') return fill(labels.fieldEmail, { label });
  if (issue.code === 'too_big') return fill(labels.fieldTooLong, { label, max: String(issue.maximum) });
  if (issue.code === 'invalid_value') return fill(labels.fieldChoice, { label });
  return fill(labels.fieldProblem, { label, message: issue.message });
}

/** The problems of a post as the page shows them, in the order of the form's `fields`. */
export function formProblems(
  problems: readonly FieldProblem[],
  fields: readonly FieldSpec[],
  labels: FormLabels,
): SupportFormProblem[] {
  return fields.flatMap((field) => {
    const problem = problems.find((candidate) => candidate.field === field.name);
    return problem ? [{ field: field.name, message: problemSentence(problem.issue, field, labels) }] : [];
  });
}

/** The form's values as typed (a repeated field counts once); anything else in the body is dropped. */
function typedValues(body: unknown, fields: readonly FieldSpec[]): Record<string, string> {
  const posted = (body ?? {}) as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const { name } of fields) {
    const value = posted[name];
    const typed: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof typed === 'string') values[name] = typed;
  }
  return values;
}

/**
 * The values as the schema reads them. An empty box or an unchosen option is a value not given, so it
 * is 'required', not 'not one of'; a ticked box (`value="true"`) is `true`, an unticked one not given.
 */
export function givenValues(values: Record<string, string>, fields: readonly FieldSpec[]): Record<string, unknown> {
  const given: Record<string, unknown> = {};
  for (const { name, type } of fields) {
    const value = values[name];
    if (value === undefined || value === '') continue;
    if (type !== 'checkbox') given[name] = value;
    else if (value === 'true') given[name] = true;
  }
  return given;
}

/**
 * The page whose form a confirmation names (`?form=hot`, `?form=file-download`), else the main contact
 * page: the confirmation shows in that page's frame, so its way back and the language switch lead back
 * to its form.
 */
export function sentFormKind(form: unknown): FormPageKind {
  const kinds = Object.keys(FORM_KIND_BY_PAGE) as FormPageKind[];
  return kinds.find((page) => FORM_KIND_BY_PAGE[page] === form) ?? 'contact';
}

/** The parameters of a form's address that choose what it opens with, carried to its confirmation and back. */
const CHOOSING_PARAMETERS = ['product', 'ticketType'] as const;
const CHOSEN_VALUE_MAX = 100;

/** The choosing parameters of a query, each a short single value, in a fixed order; anything else is left out. */
function chosenOf(query: Request['query']): URLSearchParams {
  const chosen = new URLSearchParams();
  for (const name of CHOOSING_PARAMETERS) {
    const value = query[name];
    if (typeof value === 'string' && value !== '' && value.length <= CHOSEN_VALUE_MAX) chosen.set(name, value);
  }
  return chosen;
}

/**
 * The form posts of the contact and file-download pages and the confirmation page of one locale;
 * mounted at '/' and '/ja'.
 */
export function createContactFormRouter(deps: ContactFormDeps, pages: PageHandler, locale: Locale): Router {
  const labels = formMessagesFor(locale);
  const router = express.Router({ caseSensitive: true, strict: true });
  const form = express.urlencoded({ extended: false, limit: BODY_LIMIT, parameterLimit: 20 });

  /** The page of `kind` again, with the values as typed and what to fix. */
  const sendBack = (
    req: Request,
    res: Response,
    kind: FormPageKind,
    values: Record<string, string>,
    problems: SupportFormProblem[],
    status: number,
  ) => {
    const supportForm: SupportFormSubmission = { step: 'problems', values, problems };
    return pages.sendPrivate(req, res, locale, kind, { supportForm }, status);
  };

  const formPages = Object.keys(FORM_KIND_BY_PAGE) as FormPageKind[];
  for (const kind of formPages) {
    // The fields as the server checks them; the product's choice does not change what it must hold.
    const { fields } = pageForm(kind, [], labels);
    router.post(STATIC_PAGE_PATHS[kind], noStore, declaredForm, form, async (req, res) => {
      const values = typedValues(req.body, fields);
      const checked = checkFields(supportRequestSchema, {
        ...givenValues(values, fields),
        form: FORM_KIND_BY_PAGE[kind],
        // With its query, as the scripted form sends it: 'Report a problem' names the page there.
        pageUrl: req.originalUrl,
      });
      if (!checked.ok) {
        await sendBack(req, res, kind, values, formProblems(checked.problems, fields, labels), 400);
        return;
      }
      // Counted once it would be filed, so a visitor fixing the form still sees what to fix; over
      // the limit they keep what they typed, and the page comes back with the reason.
      if (overLimit(deps.limit, req, res)) {
        await sendBack(req, res, kind, values, [{ field: null, message: labels.tooManyRequests }], 429);
        return;
      }
      let reference: string;
      try {
        reference = await fileSupportRequest(deps, req, checked.value);
      } catch (error) {
        if (!(error instanceof StoreUnavailableError)) throw error;
        res.locals.log?.error({ reason: error.reason }, 'A write was refused: the store is unavailable');
        res.setHeader('Retry-After', '30');
        await sendBack(req, res, kind, values, [{ field: null, message: labels.saveUnavailable }], 503);
        return;
      }
      // A form other than the main one is named, so the confirmation's way back leads to it, with
      // what its address chose (product, request type), as 'Send another request' should open it.
      const form = FORM_KIND_BY_PAGE[kind];
      const from = form === 'support' ? '' : `&form=${form}`;
      const chosen = chosenOf(req.query).toString();
      res.redirect(
        303,
        `${withLocale(CONTACT_SENT_PATH, locale)}?reference=${reference}${from}${chosen ? `&${chosen}` : ''}`,
      );
    });
  }
  router.use(
    formPages.map((kind) => STATIC_PAGE_PATHS[kind]),
    formBodyErrors(BODY_LIMIT),
  );

  router.get(CONTACT_SENT_PATH, noStore, async (req, res) => {
    const reference = req.query.reference;
    if (typeof reference !== 'string' || !REFERENCE_PATTERN.test(reference)) {
      await pages.sendPrivateNotFound(req, res, locale);
      return;
    }
    const signedIn = (await deps.accountOf(req)) !== undefined;
    const kind = sentFormKind(req.query.form);
    const chosen = chosenOf(req.query).toString();
    const supportForm: SupportFormSubmission = {
      step: 'sent',
      reference,
      contactUrl: `${withLocale(STATIC_PAGE_PATHS[kind], locale)}${chosen ? `?${chosen}` : ''}`,
      homeUrl: withLocale('/', locale),
      requestsUrl: signedIn ? withLocale(REQUESTS_PATH, locale) : null,
      mailed: deps.mailsConfirmations,
    };
    await pages.sendPrivate(req, res, locale, kind, { supportForm });
  });

  return router;
}
