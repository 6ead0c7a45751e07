/**
 * The answers this browser gave 'Was this helpful?', per entry, kept in local storage
 * (docs/adr/054-one-answer-per-visitor.md) once the server took them. They are read before the page
 * is hydrated (client/restore-feedback.ts) and by the block itself, so a reload shows the pressed
 * answer without asking the server, and the page's html stays the same for everyone. Writing is in
 * shared/state/feedback.ts, which only the block's own chunk loads.
 */
export const FEEDBACK_ANSWERS_KEY = 'hc-feedback-answers';

export type RememberedAnswer = 'yes' | 'no';

/** The stored answers by entry id; {} when there are none or storage cannot be read. */
export function readFeedbackAnswers(storage: () => Pick<Storage, 'getItem'> | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(FEEDBACK_ANSWERS_KEY) ?? '{}');
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The answer this browser gave the entry, or undefined. */
export function rememberedAnswer(
  entryId: string | undefined,
  storage: () => Pick<Storage, 'getItem'> | undefined = () => window.localStorage,
): RememberedAnswer | undefined {
  const answer = entryId === undefined ? undefined : readFeedbackAnswers(storage)[entryId];
  return answer === 'yes' || answer === 'no' ? answer : undefined;
}
