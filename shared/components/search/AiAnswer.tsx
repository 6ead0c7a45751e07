/**
 * The answer block of the results page: sentences taken from the best-matching passages of the top
 * results, each linked to its page section, labelled as generated from the articles. Shown only
 * when the visitor has an anonymous id and the 'sac-search-ai-experiment' flag turns the dialog on
 * (SPEC.md sections 6 and 9). Both are read in the browser after mount, so the server's markup
 * never contains it and hydration matches.
 */
import { useEffect, useId, useState } from 'react';
import { useSelector } from 'react-redux';
import { readAnonymousId } from '../../search/anonymous-id';
import { usePartMessages } from '../../i18n/messages';
import { searchResults } from '../../i18n/messages/en-US-search-results';
import { ANONYMOUS_ID_HEADER, ANSWER_API_PATH, type AnswerResponse, type SearchLanguage } from '../../search/types';
import { selectFeatureFlags } from '../../state/page';

export interface AiAnswerProps {
  query: string;
  language: SearchLanguage;
  /** Changes with every search, so the answer follows the results. */
  queryId: string | null;
}

export function AiAnswer({ query, language, queryId }: AiAnswerProps) {
  const labels = usePartMessages('searchResults', searchResults);
  const flags = useSelector(selectFeatureFlags);
  const enabled = flags['sac-search-ai-experiment'].ai_dialog_enabled;
  const [anonymousId, setAnonymousId] = useState<string | undefined>(undefined);
  const [answer, setAnswer] = useState<AnswerResponse | null>(null);
  const [expanded, setExpanded] = useState(flags.sac_ai_summarisation_expanded_state.initiallyExpanded);
  const regionId = useId();

  useEffect(() => {
    setAnonymousId(readAnonymousId());
  }, []);

  useEffect(() => {
    setAnswer(null);
    if (!enabled || !anonymousId || query.trim() === '') return undefined;
    const controller = new AbortController();
    fetch(ANSWER_API_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', [ANONYMOUS_ID_HEADER]: anonymousId },
      body: JSON.stringify({ query, language }),
      signal: controller.signal,
    })
      .then(async (response) => (response.ok ? ((await response.json()) as AnswerResponse) : null))
      .then((body) => {
        if (!controller.signal.aborted) setAnswer(body);
      })
      .catch(() => {
        // No answer is shown when it cannot be composed; the results are unaffected.
      });
    return () => controller.abort();
  }, [enabled, anonymousId, query, language, queryId]);

  if (!enabled || !anonymousId || !answer || answer.sentences.length === 0) return null;
  return (
    <section className="hc-search-answer" aria-labelledby={`${regionId}-heading`}>
      <div className="hc-search-answer__header">
        <h2 id={`${regionId}-heading`} className="hc-search-answer__heading">
          {labels.answerHeading}
        </h2>
        <button
          type="button"
          className="hc-search-answer__toggle"
          aria-expanded={expanded}
          aria-controls={regionId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? labels.hideAnswer : labels.showAnswer}
        </button>
      </div>
      <div id={regionId} hidden={!expanded}>
        <p className="hc-search-answer__note">{labels.answerNote}</p>
        <p className="hc-search-answer__text">
          {answer.sentences.map((sentence, index) => (
            <span key={index}>
              {index > 0 && ' '}
              <a href={sentence.url} title={sentence.title}>
                {sentence.text}
              </a>
            </span>
          ))}
        </p>
        {answer.sources.length > 0 && (
          <>
            <h3 className="hc-search-answer__sources-heading">{labels.answerSources}</h3>
            <ul className="hc-search-answer__sources">
              {answer.sources.map((source) => (
                <li key={source.url}>
                  <a href={source.url}>{source.title}</a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
