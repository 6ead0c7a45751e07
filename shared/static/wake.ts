/**
 * Hydrating a part on intent without the visitor's gesture (docs/adr/045-hydration-on-intent.md):
 * the event the browser's side listens for beside pointer, touch and focus.
 */
export const WAKE_EVENT = 'hc-wake';

/** Hydrates the part on intent that `element` belongs to now, as if the visitor had turned to it. */
export function wakePart(element: Element | null): void {
  element?.dispatchEvent(new Event(WAKE_EVENT, { bubbles: true }));
}
