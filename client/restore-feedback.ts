/**
 * Shows the answer this browser gave the page's 'Was this helpful?' before (docs/adr/054) as pressed,
 * before the page is hydrated: the block is hydrated only when the visitor turns to it
 * (docs/adr/045-hydration-on-intent.md), and renders the same remembered answer then.
 */
import { rememberedAnswer } from '../shared/components/feedback-memory';

export function restoreFeedbackAnswer(
  root: ParentNode,
  entryId: string,
  view: Pick<Window, 'localStorage'> | null,
): void {
  const buttons = root.querySelectorAll('.hc-helpful__answers > button');
  // Storage that cannot be read (private mode) leaves the block as the server rendered it.
  const answer = buttons.length === 2 ? rememberedAnswer(entryId, () => view?.localStorage) : undefined;
  if (answer) buttons[answer === 'yes' ? 0 : 1]?.setAttribute('aria-pressed', 'true');
}
