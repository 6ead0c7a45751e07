/**
 * The built-in chat assistant: a launcher button and a non-modal panel following the APG dialog
 * pattern (focus moves into it on open, Escape closes it, focus returns to the launcher). Answers come
 * from the conversation endpoint, each sentence linked to its page; the conversation is kept in
 * session storage for follow-up questions and handed to the contact form when asked or unanswered.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ASSISTANT_PATH } from '../../constants';
import { fill, type Messages } from '../../i18n/messages';
import { writeHandoff } from '../../chat/handoff';
import type { AnswerSentence } from '../../search/types';
import './ChatAssistant.css';

export const CONVERSATION_STORAGE_KEY = 'hc-assistant-conversation';

export interface ChatTurn {
  role: 'visitor' | 'assistant';
  text: string;
  sentences?: AnswerSentence[];
  handoff?: boolean;
}

export interface ChatAssistantProps {
  messages: Messages['assistant'];
  language: 'en' | 'ja';
  /** The contact page of the page's locale. */
  contactUrl: string;
  fetch: typeof fetch;
  storage: Storage | undefined;
  navigate: (url: string) => void;
}

function readConversation(storage: Storage | undefined): ChatTurn[] {
  try {
    const value = JSON.parse(storage?.getItem(CONVERSATION_STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as ChatTurn[]).filter((turn) => typeof turn?.text === 'string') : [];
  } catch {
    return [];
  }
}

interface ReplyBody {
  sentences: AnswerSentence[];
  handoff: 'asked' | 'unanswered' | null;
}

export function ChatAssistant(props: ChatAssistantProps) {
  const { messages } = props;
  const [open, setOpen] = useState(false);
  const [turns, setTurns] = useState<ChatTurn[]>(() => readConversation(props.storage));
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const wasOpen = useRef(false);
  const titleId = useId();
  const inputId = useId();

  useEffect(() => {
    if (open) input.current?.focus();
    else if (wasOpen.current) launcher.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    try {
      props.storage?.setItem(CONVERSATION_STORAGE_KEY, JSON.stringify(turns));
    } catch {
      // Storage full or off: the conversation still works, it is only not kept across pages.
    }
  }, [turns, props.storage]);

  const handOver = () => {
    const questions = turns.filter((turn) => turn.role === 'visitor');
    const first = questions[0]?.text ?? '';
    const transcript = turns
      .map((turn) => `${turn.role === 'visitor' ? messages.you : messages.assistant}: ${turn.text}`)
      .join('\n\n');
    if (props.storage) {
      writeHandoff(props.storage, {
        summary: fill(messages.handoffSummary, { question: first }),
        description: `${messages.handoffTranscript}\n\n${transcript}`,
      });
    }
    props.navigate(props.contactUrl);
  };

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (text === '' || busy) return;
    const asked: ChatTurn[] = [...turns, { role: 'visitor', text }];
    setTurns(asked);
    setQuestion('');
    setBusy(true);
    let next: ChatTurn;
    try {
      const response = await props.fetch(ASSISTANT_PATH, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          turns: asked.slice(-20).map((turn) => ({ role: turn.role, text: turn.text.slice(0, 1000) })),
          language: props.language,
        }),
      });
      if (!response.ok) throw new Error(`the assistant answered ${response.status}`);
      const body = (await response.json()) as ReplyBody;
      next =
        body.handoff === null && body.sentences.length > 0
          ? { role: 'assistant', text: body.sentences.map((item) => item.text).join(' '), sentences: body.sentences }
          : { role: 'assistant', text: messages.unanswered, handoff: true };
    } catch {
      next = { role: 'assistant', text: messages.failed, handoff: true };
    }
    setTurns([...asked, next]);
    setBusy(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="hc-assistant">
      {open ? (
        <section
          className="hc-assistant__panel"
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          onKeyDown={onKeyDown}
        >
          <div className="hc-assistant__header">
            <h2 id={titleId} className="hc-assistant__title">
              {messages.title}
            </h2>
            <button
              type="button"
              className="hc-button hc-button--subtle hc-button--small"
              onClick={() => setOpen(false)}
            >
              {messages.close}
            </button>
          </div>
          <div className="hc-assistant__log" role="log" aria-live="polite" aria-busy={busy}>
            <p className="hc-assistant__intro">{messages.intro}</p>
            {turns.map((turn, index) => (
              <div key={index} className={`hc-assistant__turn hc-assistant__turn--${turn.role}`}>
                <p className="hc-assistant__speaker">{turn.role === 'visitor' ? messages.you : messages.assistant}</p>
                {turn.sentences ? (
                  <p>
                    {turn.sentences.map((sentence, at) => (
                      <span key={at}>
                        {sentence.text}{' '}
                        <a className="hc-assistant__cite" href={sentence.url}>
                          [{sentence.title}]
                        </a>{' '}
                      </span>
                    ))}
                  </p>
                ) : (
                  <p>{turn.text}</p>
                )}
              </div>
            ))}
            {busy ? <p className="hc-assistant__thinking">{messages.thinking}</p> : null}
          </div>
          {turns.some((turn) => turn.handoff) ? (
            <button type="button" className="hc-button hc-button--secondary hc-assistant__handoff" onClick={handOver}>
              {messages.handoffOffer}
            </button>
          ) : null}
          <form className="hc-assistant__form" onSubmit={(event) => void ask(event)}>
            <label htmlFor={inputId}>{messages.question}</label>
            <textarea
              id={inputId}
              ref={input}
              rows={2}
              maxLength={1000}
              value={question}
              onChange={(event) => setQuestion(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) void ask(event);
              }}
            />
            <button type="submit" className="hc-button" disabled={busy}>
              {messages.send}
            </button>
          </form>
        </section>
      ) : null}
      <button
        ref={launcher}
        type="button"
        className="hc-button hc-assistant__launcher"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {messages.open}
      </button>
    </div>
  );
}
