/**
 * Keyboard movement in a group of controls where one is focusable at a time (WAI-ARIA tabs and
 * similar lists). Movement wraps at both ends; Home and End jump to the first and last control.
 */
export type Orientation = 'horizontal' | 'vertical';

/** The controls that can take focus in a menu or a dialog: links and enabled buttons. */
export const FOCUSABLE = 'a[href], button:not([disabled])';

/** The index the key moves to, or undefined when the key does not move within the group. */
export function rovingTarget(key: string, index: number, count: number, orientation: Orientation): number | undefined {
  if (count === 0) return undefined;
  const [previous, next] = orientation === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  switch (key) {
    case previous:
      return (index - 1 + count) % count;
    case next:
      return (index + 1) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
