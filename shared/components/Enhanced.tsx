/**
 * When a page's controls switch from their server markup (native disclosures, links) to their
 * scripted form. The server renders every page with `false`; in the browser the provider turns it
 * to `true` once hydration has committed, and each consumer (the header's menus, Show more, the
 * deployment switch, the video) re-renders in a transition, in slices of a few milliseconds instead
 * of one blocking render right after hydration (docs/adr/021-javascript-budget.md).
 *
 * The context's value is one object for the page's life, never a new value: a changed context would
 * reach every part of the page still waiting to be hydrated (docs/adr/045-hydration-on-intent.md)
 * and make React hydrate it at once, or render it again without its server markup.
 */
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/** Whether the page has been hydrated, and who to tell when it is. */
export interface EnhancedSwitch {
  enhanced: boolean;
  listeners: Set<() => void>;
}

/** Markup rendered enhanced from the start: a scripted form the server renders for a script to swap in. */
export const ALWAYS_ENHANCED: EnhancedSwitch = { enhanced: true, listeners: new Set() };

/** Undefined outside the provider (a component rendered on its own, in a test): see useEnhanced. */
export const EnhancedContext = createContext<EnhancedSwitch | undefined>(undefined);

export function EnhancedProvider({ children }: { children: ReactNode }) {
  const [enhancedSwitch] = useState<EnhancedSwitch>(() => ({ enhanced: false, listeners: new Set() }));
  useEffect(() => {
    // The children's effects ran first, so every consumer of the hydrated tree is listening.
    enhancedSwitch.enhanced = true;
    for (const listener of enhancedSwitch.listeners) listener();
  }, [enhancedSwitch]);
  return <EnhancedContext.Provider value={enhancedSwitch}>{children}</EnhancedContext.Provider>;
}

const subscribeToNothing = () => () => {};

/**
 * False in the server's markup and while hydrating, true once the browser has taken over. The
 * header renders native disclosures (`<details>`) until then, so its menus work without JavaScript,
 * and swaps them for scripted buttons in place after hydration. Inside a page (shared/App.tsx) the
 * switch comes from the EnhancedProvider's, in a transition, after this component's own hydration
 * (a part hydrated on intent switches when it is hydrated); a component rendered without it tells
 * hydration from a client render through useSyncExternalStore's server snapshot.
 */
export function useEnhanced(): boolean {
  const provided = useContext(EnhancedContext);
  const own = useSyncExternalStore(
    subscribeToNothing,
    () => provided === undefined,
    () => false,
  );
  const [enhanced, setEnhanced] = useState(provided === ALWAYS_ENHANCED);
  useEffect(() => {
    if (!provided || provided === ALWAYS_ENHANCED) return undefined;
    const enhance = () => startTransition(() => setEnhanced(true));
    if (provided.enhanced) {
      enhance();
      return undefined;
    }
    provided.listeners.add(enhance);
    return () => {
      provided.listeners.delete(enhance);
    };
  }, [provided]);
  return provided ? enhanced : own;
}
