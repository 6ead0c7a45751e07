/**
 * Defines `window.showCredits` without the credits screen's code: the first call loads that code
 * (a chunk of its own, docs/adr/021-javascript-budget.md), which replaces this function with the
 * real one and runs it. Only a visitor who opens the console ever pays for the screen.
 */
import type * as CreditsModule from '../shared/components/chrome/credits';
import type { CreditsView } from '../shared/types/page';

export function installLazyCredits(
  win: Window,
  credits: CreditsView,
  load: () => Promise<Pick<typeof CreditsModule, 'installCreditsConsoleFunction'>>,
): void {
  win.showCredits = () => {
    void load().then(
      ({ installCreditsConsoleFunction }) => {
        installCreditsConsoleFunction(win, credits);
        win.showCredits?.();
      },
      (error: unknown) => console.error('The credits screen could not load', error),
    );
  };
}
