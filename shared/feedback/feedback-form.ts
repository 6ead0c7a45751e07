/**
 * 'Was this helpful?' without JavaScript (docs/adr/054-one-answer-per-visitor.md, addendum): a plain
 * html form in the block's `<noscript>` posts to FEEDBACK_FORM_PATH, and the server answers 303 back
 * to the page with `?feedback={step}`, which the page shows for that request only (never cached).
 */
/**
 * Under the JSON API's path, so the visitor cookie (Path=/gateway/api/feedback) travels with the form
 * too and a visitor's answers count once whichever way they are sent.
 */
export const FEEDBACK_FORM_PATH = '/gateway/api/feedback/form';

/** The query parameter of the page the form's post is sent back to. */
export const FEEDBACK_STEP_PARAM = 'feedback';

/**
 * What the page shows after a post: Yes taken (thanks), No taken (the reasons, as the second step),
 * or a reason taken after No (thanks).
 */
export const FEEDBACK_FORM_STEPS = ['yes', 'no', 'reason'] as const;
export type FeedbackFormStep = (typeof FEEDBACK_FORM_STEPS)[number];

/** The id of the script-free block, the fragment the post is sent back to. */
export const FEEDBACK_FORM_ID = 'was-this-helpful';

/** The step a query names, or undefined for none or anything else (repeated, unknown). */
export function feedbackStepOf(value: unknown): FeedbackFormStep | undefined {
  return typeof value === 'string' && (FEEDBACK_FORM_STEPS as readonly string[]).includes(value)
    ? (value as FeedbackFormStep)
    : undefined;
}
