/**
 * The docs sidebar's open state below 1,024 px, remembered for the session (SPEC.md section 4): read
 * before hydration by client/restore-page-tree.ts and by the tree when it is hydrated, written when
 * the visitor toggles it. Kept apart from PageTree.tsx, so the entry reads it without the tree's code.
 */

/** Session storage key of the sidebar's open state. */
export const PAGE_TREE_STORAGE_KEY = 'hc-page-tree-open';

/** The state remembered for the session, or undefined when there is none or storage cannot be read. */
export function readStoredOpen(view: Pick<Window, 'sessionStorage'> | null = window): boolean | undefined {
  try {
    const stored = view?.sessionStorage.getItem(PAGE_TREE_STORAGE_KEY) ?? null;
    return stored === null ? undefined : stored === 'true';
  } catch {
    return undefined;
  }
}

export function storeOpen(open: boolean): void {
  try {
    window.sessionStorage.setItem(PAGE_TREE_STORAGE_KEY, String(open));
  } catch {
    // Storage can be unavailable (private mode, quota); the sidebar still works for this page.
  }
}
