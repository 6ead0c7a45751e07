/**
 * When a page's controls switch from their server markup (native disclosures, links) to their
 * scripted form. The server renders every page with `false`; in the browser the provider turns it
 * to `true` once hydration has committed, inside a transition, so React re-renders the consumers
 * (the header's menus, Show more, the deployment switch, the video) in slices of a few milliseconds
 * instead of one blocking render right after hydration (docs/adr/021-javascript-budget.md). Only
 * the consumers re-render: the provider's children are the same elements.
 */
import { createContext, startTransition, useEffect, useState, type ReactNode } from 'react';

/** Undefined outside the provider (a component rendered on its own, in a test): see useEnhanced. */
export const EnhancedContext = createContext<boolean | undefined>(undefined);

export function EnhancedProvider({ children }: { children: ReactNode }) {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    startTransition(() => setEnhanced(true));
  }, []);
  return <EnhancedContext.Provider value={enhanced}>{children}</EnhancedContext.Provider>;
}
