/**
 * Keeps the visitor's focus when a part swaps its server form for its scripted one (a `<summary>`
 * for a button, a link for a button): the part hydrates on the visitor's first focus or pointer
 * inside it (docs/adr/045-hydration-on-intent.md), so the element they are on may be the one that is
 * replaced, and the browser would drop focus to the page's body. The site header and the deployment
 * switch use it.
 */
import { Component, type ReactNode, type RefObject } from 'react';

/** Where an element sits in a part: its id, or its first class and its place among those. */
export interface FocusPlace {
  id?: string;
  className?: string;
  index: number;
}

export function focusPlaceOf(root: Element, element: Element | null): FocusPlace | null {
  if (!element || element === root || !root.contains(element)) return null;
  if (element.id) return { id: element.id, index: 0 };
  const className = element.classList[0];
  if (!className) return null;
  return { className, index: [...root.getElementsByClassName(className)].indexOf(element) };
}

export function elementAtPlace(root: Element, place: FocusPlace): HTMLElement | null {
  const found = place.id
    ? root.ownerDocument.getElementById(place.id)
    : (root.getElementsByClassName(place.className ?? '')[place.index] ?? null);
  return found instanceof HTMLElement && root.contains(found) ? found : null;
}

interface FocusAcrossSwapProps {
  /** The form the part renders in; focus is carried when it changes. */
  swapped: boolean;
  root: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A class component for React's one hook that runs before a commit changes the page: where focus is
 * is read then, and given to the element in the same place once the swap is committed, when the
 * browser has lost it with the element it was on.
 */
export class FocusAcrossSwap extends Component<FocusAcrossSwapProps> {
  override getSnapshotBeforeUpdate(previous: FocusAcrossSwapProps): FocusPlace | null {
    const root = this.props.root.current;
    if (previous.swapped === this.props.swapped || !root) return null;
    return focusPlaceOf(root, root.ownerDocument.activeElement);
  }

  override componentDidUpdate(_previous: FocusAcrossSwapProps, _state: unknown, place: FocusPlace | null): void {
    const root = this.props.root.current;
    if (!place || !root) return;
    const active = root.ownerDocument.activeElement;
    if (active && active !== root.ownerDocument.body) return;
    elementAtPlace(root, place)?.focus();
  }

  override render(): ReactNode {
    return this.props.children;
  }
}
