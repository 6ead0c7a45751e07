/**
 * The browser's side of a part hydrated on intent (./on-intent.tsx, docs/adr/045-hydration-on-intent.md).
 *
 * The page's root hydrates around the part and leaves its server markup dehydrated: the component
 * is a lazy one whose code is fetched only when the pointer, a touch or focus first comes into
 * `selector`, and React hydrates the part when it has arrived. Until then the markup works as it does
 * without JavaScript (links, native disclosures). A click on a button of the part that React had to
 * stop because the part was not yet hydrated is clicked again once it is, so a Yes pressed at once is
 * not lost. A fetch that fails leaves the markup as it is and is tried again at the next intent.
 */
import { lazy, memo, Suspense, useLayoutEffect, type ComponentType } from 'react';
import { WAKE_EVENT } from './wake';

// The page's own code may wake a part too (./wake.ts).
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', WAKE_EVENT] as const;

const within = (event: Event, selector: string): Element | null =>
  event.target instanceof Element ? event.target.closest(selector) : null;

/** Resolves at the first pointer, touch or focus event (or a wake) inside `selector`. */
function intentIn(selector: string): Promise<void> {
  return new Promise((resolve) => {
    const listener = (event: Event) => {
      if (!within(event, selector)) return;
      for (const type of INTENT_EVENTS) document.removeEventListener(type, listener, true);
      resolve();
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, listener, { capture: true, passive: true });
  });
}

/**
 * Keeps the last click on a plain button inside `selector` that React stopped: React stops the
 * propagation of an event it cannot dispatch yet, so a click that reaches the window has been
 * handled and one that does not is waiting. Returns the function that clicks it again and stops.
 */
function clicksUntilHydrated(selector: string): () => void {
  let waiting: HTMLButtonElement | undefined;
  const seen = (event: Event) => {
    const button = within(event, selector) && event.target instanceof Element ? event.target.closest('button') : null;
    waiting = button?.type === 'button' ? button : undefined;
  };
  const handled = () => {
    waiting = undefined;
  };
  window.addEventListener('click', seen, true);
  window.addEventListener('click', handled);
  return () => {
    window.removeEventListener('click', seen, true);
    window.removeEventListener('click', handled);
    const button = waiting;
    waiting = undefined;
    if (button?.isConnected) queueMicrotask(() => button.click());
  };
}

export function hydratedOnIntent<P extends object>(
  name: string,
  selector: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let replay = () => undefined as void;
  // The server's markup of the part, read before React first renders it: shown again should React
  // ever render the part afresh (an error elsewhere) before its code has arrived.
  let kept: string | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  // Listening starts with the page's own render, before React comes to hydrate the part itself.
  const loadOnIntent = () =>
    (loading ??= (async () => {
      replay = clicksUntilHydrated(selector);
      for (;;) {
        await intentIn(selector);
        const Component = await load().catch(() => undefined);
        if (Component) return Component;
      }
    })());
  const Lazy = lazy(async () => {
    const Loaded = await loadOnIntent();
    function Hydrated(props: P) {
      useLayoutEffect(() => replay(), []);
      return <Loaded {...props} />;
    }
    return { default: Hydrated };
  });
  function OnIntent(props: P) {
    void loadOnIntent();
    kept ??= document.querySelector(selector)?.outerHTML ?? '';
    return (
      <Suspense fallback={<hc-static data-static-region={name} dangerouslySetInnerHTML={{ __html: kept }} />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  OnIntent.displayName = `OnIntent(${name})`;
  // Re-rendered with the same props (the template's other state changing), the part is left alone:
  // an update would make React hydrate it at once, or render it afresh while its code is missing.
  return memo(OnIntent);
}
