/**
 * 'Was this helpful?' without JavaScript (docs/adr/054-one-answer-per-visitor.md, addendum): the
 * block's `<noscript>` form posts `application/x-www-form-urlencoded` to POST /gateway/api/feedback/form.
 * The answer goes through what the JSON API does (server/routes/support-api.ts): the same schema, the
 * same voter (the visitor cookie, whose path covers this one, or the signed-in account), the same
 * upsert and the same per-visitor limit (one counter for both, counting only posts that pass the
 * checks). A taken answer is sent back Post/Redirect/Get: 303 to the page with
 * `?feedback=yes|no|reason`, which the page handler renders for that request only, `private, no-store`,
 * never in the html cache. Bad input is a 400 in plain text naming the field and the reason; nothing is
 * written or counted.
 */
import express, { type Router } from 'express';
import { z } from 'zod';
import { FEEDBACK_FORM_ID, FEEDBACK_FORM_PATH, FEEDBACK_STEP_PARAM } from '../../shared/feedback/feedback-form';
import { serverMessagesFor } from '../../shared/i18n/server-messages';
import { withLocale } from '../../shared/links/locale';
import { LOCALES, type Locale } from '../../shared/types/content';
import { checkInput } from '../middleware/json-input';
import { overLimit, type RateCounter } from '../middleware/rate-limit';
import { FEEDBACK_REASONS } from '../store/schema';
import { StoreUnavailableError, type Store } from '../store/store';
import { declaredForm, formBodyErrors, noStore } from './form-posts';
import { feedbackSchema, votedBy, type FeedbackVoting } from './support-api';

const BODY_LIMIT = '4kb';

export interface FeedbackFormDeps extends FeedbackVoting {
  store: Pick<Store, 'recordFeedback'>;
  /** The counter of the JSON API's feedback limit, so both ways share one limit per visitor. */
  limit: RateCounter;
}

/** A box left empty counts as not given. */
const given = (value: unknown) => (value === '' ? undefined : value);

/**
 * The form's fields: the page's entry, its path (without the locale, as the scripted block sends it)
 * and language, the button pressed, and the reason picked after No. The page must be a path on this
 * site: the answer is sent back there.
 */
const feedbackFormSchema = z.object({
  entryId: z.unknown(),
  pageUrl: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
    .max(2000, 'must be at most 2000 characters')
    .regex(/^\/(?![/\\])[^?#\s]*$/, 'must be a path on this site'),
  locale: z.enum(LOCALES),
  helpful: z.enum(['yes', 'no']),
  reason: z.preprocess(given, z.enum(FEEDBACK_REASONS).optional()),
});

/** The form's answer as the JSON API takes it, or the reason it cannot be one (`field: reason`). */
export function feedbackOfForm(
  body: unknown,
): { ok: true; value: z.infer<typeof feedbackSchema>; locale: Locale } | { ok: false; error: string } {
  const fields = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const form = checkInput(feedbackFormSchema, fields);
  if (!form.ok) return form;
  const { entryId, pageUrl, locale, helpful, reason } = form.value;
  const answer = checkInput(feedbackSchema, {
    entryId,
    pageUrl,
    helpful: helpful === 'yes',
    ...(reason === undefined ? {} : { reason }),
  });
  return answer.ok ? { ok: true, value: answer.value, locale } : answer;
}

/** Where a taken answer is sent back: the page, showing the step that follows the answer. */
export function feedbackFormRedirect(feedback: z.infer<typeof feedbackSchema>, locale: Locale): string {
  const step = feedback.helpful ? 'yes' : feedback.reason === undefined ? 'no' : 'reason';
  return `${withLocale(feedback.pageUrl, locale)}?${FEEDBACK_STEP_PARAM}=${step}#${FEEDBACK_FORM_ID}`;
}

/** The block's form post; mounted ahead of the JSON API, whose body errors would answer in JSON. */
export function createFeedbackFormRouter(deps: FeedbackFormDeps): Router {
  const router = express.Router({ caseSensitive: true, strict: true });
  const form = express.urlencoded({ extended: false, limit: BODY_LIMIT, parameterLimit: 10 });
  // Over the limit or with the store unavailable, the answer is not taken: the visitor is told so in
  // the page's language and goes back to answer again (the page keeps nothing of it to lose).
  const notSaved = (status: number, locale: Locale, res: express.Response) => {
    res.status(status).type('text/plain').send(serverMessagesFor(locale).page.feedbackFailed);
  };
  router.post(FEEDBACK_FORM_PATH, noStore, declaredForm, form, async (req, res, next) => {
    const parsed = feedbackOfForm(req.body);
    if (!parsed.ok) {
      res.status(400).type('text/plain').send(parsed.error);
      return;
    }
    // Counted once it would be recorded, so a refused post costs the visitor none of the shared limit.
    if (overLimit(deps.limit, req, res)) {
      notSaved(429, parsed.locale, res);
      return;
    }
    try {
      await deps.store.recordFeedback(await votedBy(deps, req, res, parsed.value));
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) return next(error);
      res.locals.log?.error({ reason: error.reason }, 'A feedback answer was refused: the store is unavailable');
      res.setHeader('Retry-After', '30');
      notSaved(503, parsed.locale, res);
      return;
    }
    res.redirect(303, feedbackFormRedirect(parsed.value, parsed.locale));
  });
  router.use(FEEDBACK_FORM_PATH, formBodyErrors(BODY_LIMIT));
  return router;
}
