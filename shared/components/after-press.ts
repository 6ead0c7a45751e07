/**
 * A part hydrated on intent is often hydrated by the visitor's first press on it
 * (docs/adr/045-hydration-on-intent.md, addendum 'a press across the swap'), and the swap to its
 * scripted form may then fall inside that press. A browser clicks only the element a press began on,
 * so if that element is replaced between the button going down and coming up, the release clicks
 * nothing. These helpers let the swap wait for the press to end.
 */

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
