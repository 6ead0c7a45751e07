import { useEffect, useState } from 'react';
import { track } from '../analytics/track';
import { withLocale } from '../links/locale';
import { useLocale } from '../i18n/locale';
import type { PageTreeNode } from '../types/content';
import { fill, useMessages } from '../i18n/messages';
import './PageTree.css';

/** Session storage key of the sidebar's open state. */
export const PAGE_TREE_STORAGE_KEY = 'hc-page-tree-open';
const MAX_DEPTH = 3;

/** Ids of the current node and all its ancestors: they start expanded. */
export function pathTo(nodes: readonly PageTreeNode[], currentId: string | undefined): string[] {
  if (!currentId) return [];
  for (const node of nodes) {
    if (node.id === currentId) return [node.id];
    const below = pathTo(node.childList, currentId);
    if (below.length > 0) return [node.id, ...below];
  }
  return [];
}

function readStoredOpen(): boolean | undefined {
  try {
    const stored = window.sessionStorage.getItem(PAGE_TREE_STORAGE_KEY);
    return stored === null ? undefined : stored === 'true';
  } catch {
    return undefined;
  }
}

function storeOpen(open: boolean): void {
  try {
    window.sessionStorage.setItem(PAGE_TREE_STORAGE_KEY, String(open));
  } catch {
    // Storage can be unavailable (private mode, quota); the sidebar still works for this page.
  }
}

interface TreeItemProps {
  node: PageTreeNode;
  depth: number;
  currentId: string | undefined;
  startExpanded: ReadonlySet<string>;
}

/**
 * One node. Its children sit in a native disclosure, so they open without JavaScript too; the
 * disclosure's summary is the small toggle at the end of the row, and the title stays a plain link.
 */
function TreeItem({ node, depth, currentId, startExpanded }: TreeItemProps) {
  const labels = useMessages().page;
  const locale = useLocale();
  const children = depth < MAX_DEPTH ? node.childList : [];
  const [isOpen, setOpen] = useState(() => startExpanded.has(node.id));
  return (
    <li className={`hc-page-tree__item hc-page-tree__item--level-${depth}`}>
      <a
        className="hc-page-tree__link"
        href={withLocale(node.url, locale)}
        aria-current={node.id === currentId ? 'page' : undefined}
      >
        {node.title}
      </a>
      {children.length > 0 && (
        <details
          className="hc-page-tree__node"
          open={isOpen}
          onToggle={(event) => {
            const next = event.currentTarget.open;
            if (next !== isOpen) track({ name: 'pagetree.toggled', attributes: { open: next, itemId: node.id } });
            setOpen(next);
          }}
        >
          <summary
            className="hc-page-tree__toggle"
            aria-label={fill(isOpen ? labels.collapseItem : labels.expandItem, { title: node.title })}
          />
          <ul className="hc-page-tree__group">
            {children.map((child) => (
              <TreeItem
                key={child.id}
                node={child}
                depth={depth + 1}
                currentId={currentId}
                startExpanded={startExpanded}
              />
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

/**
 * The docs sidebar. On wide screens it is a column that is always open; below 1,024 px it is a
 * disclosure panel, collapsed on the server and on first render, reopened after mount when the
 * visitor opened it earlier in the session. Both levels are native <details>, so the tree works
 * without JavaScript. The current page and its parents start expanded.
 */
export function PageTree({ nodes, currentId }: { nodes: readonly PageTreeNode[]; currentId?: string }) {
  const labels = useMessages().page;
  const [open, setOpen] = useState(false);
  const [startExpanded] = useState<ReadonlySet<string>>(() => new Set(pathTo(nodes, currentId)));

  useEffect(() => {
    const stored = readStoredOpen();
    if (stored !== undefined) setOpen(stored);
  }, []);

  if (nodes.length === 0) return null;

  return (
    <nav className="hc-page-tree" aria-label={labels.pageTree}>
      <details
        className="hc-page-tree__panel"
        open={open}
        onToggle={(event) => {
          const next = event.currentTarget.open;
          if (next === open) return;
          track({ name: 'pagetree.toggled', attributes: { open: next } });
          setOpen(next);
          storeOpen(next);
        }}
      >
        <summary className="hc-page-tree__panel-toggle">{open ? labels.hideNavigation : labels.showNavigation}</summary>
        <ul className="hc-page-tree__list">
          {nodes.map((node) => (
            <TreeItem key={node.id} node={node} depth={1} currentId={currentId} startExpanded={startExpanded} />
          ))}
        </ul>
      </details>
    </nav>
  );
}
