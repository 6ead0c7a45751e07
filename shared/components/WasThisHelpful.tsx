import { useId, useRef, useState } from 'react';
import { newId } from '../analytics/ids';
import { track } from '../analytics/track';
import { useDispatch, useSelector } from 'react-redux';
import {
  noClicked,
  reasonPicked,
  rememberAnswer,
  selectFeedback,
  sendFeedback,
  yesClicked,
  type FeedbackAnswer,
  type FeedbackReason,
} from '../state/feedback';
import { rememberedAnswer } from './feedback-memory';
import { selectPageEntry } from '../state/page';
import { useMessages, type PageLabelKey } from '../i18n/messages';
import './WasThisHelpful.css';

const REASONS: readonly [FeedbackReason, PageLabelKey][] = [
  ['inaccurate', 'reasonAccurate'],
  ['unclear', 'reasonClear'],
  ['irrelevant', 'reasonRelevant'],
];

/** Where the last answer is: on its way (or kept), waiting to be sent again, or given up on. */
type Delivery = 'sending' | 'retrying' | 'failed';

interface Submission {
  answer: FeedbackAnswer;
  /** Made once per answer given and kept across its retries and a Try again (docs/adr/040). */
  key: string;
  controller: AbortController;
}

/**
 * 'Was this helpful?': Yes, or No with a list of reasons (SPEC.md section 4). An answer the server
 * cannot take yet is kept and sent again; the visitor is told so, and offered Try again at the end.
 */
export function WasThisHelpful() {
  const labels = useMessages().page;
  const dispatch = useDispatch();
  const given = useSelector(selectFeedback);
  const entry = useSelector(selectPageEntry);
  // The answer this browser gave the page before (docs/adr/054), shown pressed until one is given on
  // this view: client/restore-feedback.ts pressed it in the markup before hydration, and the render
  // here matches it. The server has none, so its html is the same for everyone.
  const [earlier] = useState(() => (typeof window === 'undefined' ? undefined : rememberedAnswer(entry?.id)));
  const { reasonsOpen, reason } = given;
  const answer = given.answer ?? earlier ?? null;
  const answerId = useRef<string | undefined>(undefined);
  const [delivery, setDelivery] = useState<Delivery>('sending');
  const latest = useRef<Submission | undefined>(undefined);
  const previous = useRef<Promise<unknown>>(Promise.resolve());
  const deliver = (answer: FeedbackAnswer, key: string) => {
    // A newer answer replaces one still waiting to be retried, and is sent only once the older one's
    // request in flight has ended, so the server never applies them out of order.
    latest.current?.controller.abort();
    const submission: Submission = { answer, key, controller: new AbortController() };
    latest.current = submission;
    setDelivery('sending');
    const current = () => latest.current === submission;
    previous.current = previous.current.then(async () => {
      const outcome = await sendFeedback(answer, key, {
        signal: submission.controller.signal,
        onRetry: () => current() && setDelivery('retrying'),
      });
      if (outcome.kind === 'ok') rememberAnswer(answer.entryId, answer.helpful ? 'yes' : 'no');
      if (current()) setDelivery(outcome.kind === 'unavailable' ? 'failed' : 'sending');
    });
  };
  const record = (helpful: boolean, picked?: FeedbackReason) => {
    track({ name: 'feedback.clicked', attributes: { answer: helpful ? 'yes' : 'no', reason: picked } });
    answerId.current ??= newId();
    if (entry) {
      deliver({ entryId: entry.id, pageUrl: entry.url, helpful, reason: picked, answerId: answerId.current }, newId());
    }
  };
  const noButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const reasonsId = useId();
  const done = answer === 'yes' || reason !== null;
  const failed = delivery === 'failed' ? latest.current : undefined;
  const statusOf: Record<Delivery, string> = {
    sending: done ? labels.thanksForFeedback : '',
    retrying: labels.feedbackRetrying,
    failed: labels.feedbackFailed,
  };
  // Thanks and retries are about an answer given on this view; a remembered one is only shown pressed.
  const status = given.answer === null ? '' : statusOf[delivery];
  return (
    <section className="hc-helpful" aria-labelledby={headingId}>
      <h2 className="hc-helpful__heading" id={headingId}>
        {labels.wasThisHelpful}
      </h2>
      <div className="hc-helpful__answers">
        <button
          type="button"
          aria-pressed={answer === 'yes'}
          onClick={() => {
            dispatch(yesClicked());
            if (answer !== 'yes') record(true);
          }}
        >
          {labels.yes}
        </button>
        <button
          ref={noButton}
          type="button"
          aria-pressed={answer === 'no'}
          aria-expanded={reasonsOpen}
          aria-controls={reasonsId}
          onClick={() => {
            dispatch(noClicked());
            // 'No' counts at once; a reason picked next amends the same answer.
            if (answer !== 'no') record(false);
          }}
        >
          {labels.no}
        </button>
      </div>
      <div id={reasonsId} hidden={!reasonsOpen}>
        <p className="hc-helpful__reasons-heading">{labels.reasonsHeading}</p>
        <ul className="hc-helpful__reasons">
          {REASONS.map(([value, label]) => (
            <li key={value}>
              <button
                type="button"
                onClick={() => {
                  dispatch(reasonPicked(value));
                  record(false, value);
                  // The list closes under the visitor's focus: it goes back to No, the answer it amends.
                  noButton.current?.focus();
                }}
              >
                {labels[label]}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <p className="hc-helpful__status" role="status">
        {status}
      </p>
      {failed ? (
        <button type="button" className="hc-helpful__retry" onClick={() => deliver(failed.answer, failed.key)}>
          {labels.feedbackTryAgain}
        </button>
      ) : null}
    </section>
  );
}
