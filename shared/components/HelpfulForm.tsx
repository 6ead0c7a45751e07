/**
 * 'Was this helpful?' for visitors without JavaScript (docs/adr/054-one-answer-per-visitor.md,
 * addendum): Yes and No are submit buttons of a plain form posted to the server
 * (server/routes/feedback-form.ts), which sends the visitor back to the page with the step that
 * follows: after No the reasons, each a submit button of a second form; after Yes or a reason the
 * thanks. The texts are the scripted block's (SPEC.md section 4). Server markup only: rendered
 * through ./helpful-form.static.tsx inside the block's `<noscript>`, so the browser's bundle carries
 * none of it.
 */
import { FEEDBACK_FORM_ID, FEEDBACK_FORM_PATH, type FeedbackFormStep } from '../feedback/feedback-form';
import { useServerMessages, type ServerPageLabelKey } from '../i18n/server-messages';
import type { FeedbackReason } from '../state/feedback';
import type { Locale } from '../types/content';
import './WasThisHelpful.css';

const REASONS: readonly [FeedbackReason, ServerPageLabelKey][] = [
  ['inaccurate', 'reasonAccurate'],
  ['unclear', 'reasonClear'],
  ['irrelevant', 'reasonRelevant'],
];

export interface HelpfulFormProps {
  entryId: string;
  /** The page's path without its locale, as the scripted block sends it. */
  pageUrl: string;
  locale: Locale;
  /** The step the visitor was sent back to after answering; none on the page everybody gets. */
  step?: FeedbackFormStep;
}

export function HelpfulForm({ entryId, pageUrl, locale, step }: HelpfulFormProps) {
  const labels = useServerMessages().page;
  const headingId = `${FEEDBACK_FORM_ID}-heading`;
  const reasonsId = `${FEEDBACK_FORM_ID}-reasons`;
  const answer = step === undefined ? undefined : step === 'yes' ? 'yes' : 'no';
  const page = (
    <>
      <input type="hidden" name="entryId" value={entryId} />
      <input type="hidden" name="pageUrl" value={pageUrl} />
      <input type="hidden" name="locale" value={locale} />
    </>
  );
  return (
    <section id={FEEDBACK_FORM_ID} className="hc-helpful-form" aria-labelledby={headingId}>
      <h2 className="hc-helpful__heading" id={headingId}>
        {labels.wasThisHelpful}
      </h2>
      <form className="hc-helpful__answers" method="post" action={FEEDBACK_FORM_PATH}>
        {page}
        <button type="submit" name="helpful" value="yes" aria-pressed={answer === 'yes'}>
          {labels.yes}
        </button>
        <button type="submit" name="helpful" value="no" aria-pressed={answer === 'no'}>
          {labels.no}
        </button>
      </form>
      {step === 'no' && (
        // The second step: No is counted already, and a reason picked here amends it.
        <form method="post" action={FEEDBACK_FORM_PATH} aria-labelledby={reasonsId}>
          {page}
          <input type="hidden" name="helpful" value="no" />
          <p className="hc-helpful__reasons-heading" id={reasonsId}>
            {labels.reasonsHeading}
          </p>
          <ul className="hc-helpful__reasons">
            {REASONS.map(([value, label]) => (
              <li key={value}>
                <button type="submit" name="reason" value={value}>
                  {labels[label]}
                </button>
              </li>
            ))}
          </ul>
        </form>
      )}
      {(step === 'yes' || step === 'reason') && (
        <p className="hc-helpful__status" role="status">
          {labels.thanksForFeedback}
        </p>
      )}
    </section>
  );
}
