/**
 * The browser's side of a part hydrated on intent (./on-intent.tsx, docs/adr/045-hydration-on-intent.md).
 *
 * The page's root hydrates around the part and leaves its server markup dehydrated: the component
 * is a lazy one whose code is fetched only when the pointer, a touch or focus first comes into
 * `selector`, and React hydrates the part when it has arrived. Until then the markup works as it does
 * without JavaScript (links, native disclosures). A click on a button of the part that React had to
 * stop because the part was not yet hydrated is clicked again once it is, so a Yes pressed at once is
 * not lost; a tap on a header menu's link opens the menu once the header is hydrated, rather than
 * taking the visitor to the menu's page. A fetch that fails leaves the markup as it is and is tried again at the next intent.
 */
import { lazy, memo, Suspense, useEffect, useLayoutEffect, type ComponentType } from 'react';
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

/** How long a held link waits for its part before the browser follows it after all. */
export const HELD_LINK_MS = 3000;

/**
 * Keeps the last click on a plain button inside `selector` that React stopped: React stops the
 * propagation of an event it cannot dispatch yet, so a click that reaches the window has been
 * handled and one that does not is waiting. A plain click on a link that the hydrated part replaces
 * with a button of the same id (`data-becomes-button`, a header menu's trigger) is held instead of
 * followed: a tap wakes the part and clicks at once, so without this a touch would always take the
 * link's fallback page. Should the part not hydrate within HELD_LINK_MS, the link is followed.
 * Returns the function that stops, and clicks the button again (or the held link's button) when
 * `replay` is true; the part unmounted before it hydrated stops without a click.
 */
function clicksUntilHydrated(selector: string): (replay: boolean) => void {
  let waiting: HTMLButtonElement | undefined;
  let held: { id: string; timer: ReturnType<typeof setTimeout> } | undefined;
  const release = () => {
    if (held) clearTimeout(held.timer);
    held = undefined;
  };
  const seen = (event: Event) => {
    const inPart = within(event, selector) && event.target instanceof Element ? event.target : null;
    const link = inPart?.closest<HTMLAnchorElement>('a[data-becomes-button][id]');
    if (link && event instanceof MouseEvent && isPlainClick(event)) {
      event.preventDefault();
      release();
      held = { id: link.id, timer: setTimeout(() => (release(), window.location.assign(link.href)), HELD_LINK_MS) };
      // Focus moved on from the link (a Tab right after Enter) leaves its menu: it is not opened
      // behind the visitor once the part has hydrated.
      link.addEventListener('focusout', () => held?.id === link.id && release(), { once: true });
      return;
    }
    const button = inPart?.closest('button');
    waiting = button?.type === 'button' ? button : undefined;
  };
  const handled = () => {
    waiting = undefined;
  };
  window.addEventListener('click', seen, true);
  window.addEventListener('click', handled);
  return (replay: boolean) => {
    window.removeEventListener('click', seen, true);
    window.removeEventListener('click', handled);
    const heldId = held?.id;
    release();
    const button = waiting;
    waiting = undefined;
    if (!replay) return;
    if (heldId !== undefined) clickOnceButton(heldId);
    else if (button?.isConnected) queueMicrotask(() => button.click());
  };
}

/**
 * Clicks the element with `id` once it is a button: a part hydrates with its server markup first and
 * swaps its links for buttons in the render after, so the button may not be there yet.
 */
function clickOnceButton(id: string): void {
  const click = () => {
    const element = document.getElementById(id);
    if (!(element instanceof HTMLButtonElement)) return false;
    element.click();
    return true;
  };
  if (click()) return;
  const observer = new MutationObserver(() => {
    if (click()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), HELD_LINK_MS);
}

/** A primary click with no key held: one that would follow a link in the same tab. */
function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

export function hydratedOnIntent<P extends object>(
  name: string,
  selector: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let finish = (_replay: boolean) => undefined as void;
  // The server's markup of the part, read before React first renders it: shown again should React
  // ever render the part afresh (an error elsewhere) before its code has arrived.
  let kept: string | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  // Listening starts with the page's own render, before React comes to hydrate the part itself.
  const loadOnIntent = () =>
    (loading ??= (async () => {
      finish = clicksUntilHydrated(selector);
      for (;;) {
        await intentIn(selector);
        const Component = await load().catch(() => undefined);
        if (Component) return Component;
      }
    })());
  const Lazy = lazy(async () => {
    const Loaded = await loadOnIntent();
    function Hydrated(props: P) {
      useLayoutEffect(() => finish(true), []);
      return <Loaded {...props} />;
    }
    return { default: Hydrated };
  });
  function OnIntent(props: P) {
    void loadOnIntent();
    // A part taken off the page before it hydrated holds no click and follows no held link.
    useEffect(() => () => finish(false), []);
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
