/**
 * A part hydrated on intent is often hydrated by the visitor's first press on it
 * (docs/adr/045-hydration-on-intent.md, addendum 'a press across the swap'), and the swap to its
 * scripted form may then fall inside that press. A browser clicks only the element a press began on,
 * so if that element is replaced between the button going down and coming up, the release clicks
 * nothing. These helpers let the swap wait for the press to end. The deployment switch and the site
 * header use them.
 */
import { useRef } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether a pointer is held down on `root` or inside it. The browser matches `:active` on the pressed
 * element and its ancestors, so `root` matches; a key held on a focused control makes only the
 * control `:active`, which jsdom cannot tell from focus, so keys are not counted here.
 */
export function pointerPressed(root: Element): boolean {
  return root.matches(':active');
}

const PRESS_ENDS = ['pointerup', 'pointercancel', 'click', 'dragend', 'blur'] as const;

/**
 * Calls `then` once the pointer pressed inside `root` is released, in the task after the release,
 * when its click has done what it does (a `<summary>` has toggled its `<details>`). Should an end go
 * unseen (a press that left the window), it looks again every 100 ms. Returns the function that stops
 * waiting.
 */
export function afterPress(root: Element, then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    for (const type of PRESS_ENDS) window.removeEventListener(type, check, true);
  };
  function look() {
    if (pointerPressed(root)) {
      timer = setTimeout(look, 100);
      return;
    }
    stop();
    then();
  }
  // The click follows the release in the same task: look in the next.
  function check() {
    clearTimeout(timer);
    timer = setTimeout(look);
  }
  for (const type of PRESS_ENDS) window.addEventListener(type, check, true);
  timer = setTimeout(look, 100);
  return stop;
}

/**
 * Swaps a part to its scripted form: at once, or, while a pointer is held down in `root`, once it
 * is let go, inside `flushSync`, so whatever `swap` reads of the server form (a `<details>` the
 * release opened) and the swap itself share a task. For a layout effect: returns its cleanup.
 */
export function swapAfterPress(root: Element, swap: () => void): (() => void) | undefined {
  if (!pointerPressed(root)) {
    swap();
    return undefined;
  }
  return afterPress(root, () => flushSync(swap));
}

/**
 * A Space pressed on a `<summary>` and released after the swap comes up on the button that replaced
 * it, which the browser does not click (it clicks a button on Space coming up only if it went down on
 * it). Handlers for that button: its first key event, if that is Space coming up, calls `click`; any
 * key going down on it, or focus leaving it, ends that. A control with a key handler of its own calls
 * `onKeyDown` from it.
 */
export function useSpaceAcrossSwap(click: () => void): {
  onKeyUp: (event: { key: string }) => void;
  onKeyDown: () => void;
  onBlur: () => void;
} {
  const fresh = useRef(true);
  const done = () => {
    fresh.current = false;
  };
  return {
    onKeyUp: (event) => {
      if (event.key === ' ' && fresh.current) click();
      done();
    },
    onKeyDown: done,
    onBlur: done,
  };
}
