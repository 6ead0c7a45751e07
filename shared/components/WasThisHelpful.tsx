import { useId, useRef } from 'react';
import { newId } from '../analytics/ids';
import { track } from '../analytics/track';
import { useDispatch, useSelector } from 'react-redux';
import {
  noClicked,
  reasonPicked,
  selectFeedback,
  sendFeedback,
  yesClicked,
  type FeedbackReason,
} from '../state/feedback';
import { selectPageEntry } from '../state/page';
import { useMessages, type PageLabelKey } from '../i18n/messages';
import './WasThisHelpful.css';

const REASONS: readonly [FeedbackReason, PageLabelKey][] = [
  ['inaccurate', 'reasonAccurate'],
  ['unclear', 'reasonClear'],
  ['irrelevant', 'reasonRelevant'],
];

/** 'Was this helpful?': Yes, or No with a list of reasons (SPEC.md section 4). */
export function WasThisHelpful() {
  const labels = useMessages().page;
  const dispatch = useDispatch();
  const { answer, reasonsOpen, reason } = useSelector(selectFeedback);
  const entry = useSelector(selectPageEntry);
  const answerId = useRef<string | undefined>(undefined);
  const record = (helpful: boolean, picked?: FeedbackReason) => {
    track({ name: 'feedback.clicked', attributes: { answer: helpful ? 'yes' : 'no', reason: picked } });
    answerId.current ??= newId();
    if (entry) {
      void sendFeedback({ entryId: entry.id, pageUrl: entry.url, helpful, reason: picked, answerId: answerId.current });
    }
  };
  const headingId = useId();
  const reasonsId = useId();
  const done = answer === 'yes' || reason !== null;
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
                }}
              >
                {labels[label]}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <p className="hc-helpful__status" role="status">
        {done ? labels.thanksForFeedback : ''}
      </p>
    </section>
  );
}
