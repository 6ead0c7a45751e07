import { useEffect, useId, useState } from 'react';
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
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

function TreeItem({ node, depth, currentId, expanded, onToggle }: TreeItemProps) {
  const labels = useMessages().page;
  const locale = useLocale();
  const groupId = useId();
  const children = depth < MAX_DEPTH ? node.childList : [];
  const isOpen = expanded.has(node.id);
  return (
    <li className={`hc-page-tree__item hc-page-tree__item--level-${depth}`}>
      <div className="hc-page-tree__row">
        <a
          className="hc-page-tree__link"
          href={withLocale(node.url, locale)}
          aria-current={node.id === currentId ? 'page' : undefined}
        >
          {node.title}
        </a>
        {children.length > 0 && (
          <button
            type="button"
            className="hc-page-tree__toggle"
            aria-expanded={isOpen}
            aria-controls={groupId}
            aria-label={fill(isOpen ? labels.collapseItem : labels.expandItem, { title: node.title })}
            onClick={() => onToggle(node.id)}
          />
        )}
      </div>
      {children.length > 0 && (
        <ul id={groupId} className="hc-page-tree__group" hidden={!isOpen}>
          {children.map((child) => (
            <TreeItem
              key={child.id}
              node={child}
              depth={depth + 1}
              currentId={currentId}
              expanded={expanded}
              onToggle={onToggle}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The docs sidebar. Collapsed on the server and on first render; after mount it reopens if the
 * visitor opened it earlier in the session. The current page and its parents start expanded.
 */
export function PageTree({ nodes, currentId }: { nodes: readonly PageTreeNode[]; currentId?: string }) {
  const labels = useMessages().page;
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(pathTo(nodes, currentId)));

  useEffect(() => {
    const stored = readStoredOpen();
    if (stored !== undefined) setOpen(stored);
  }, []);

  if (nodes.length === 0) return null;

  const toggleOpen = () => {
    const next = !open;
    setOpen(next);
    storeOpen(next);
  };
  const toggleItem = (id: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  return (
    <nav className="hc-page-tree" aria-label={labels.pageTree}>
      <button
        type="button"
        className="hc-page-tree__panel-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggleOpen}
      >
        {open ? labels.hideNavigation : labels.showNavigation}
      </button>
      <ul id={panelId} className="hc-page-tree__list" hidden={!open}>
        {nodes.map((node) => (
          <TreeItem
            key={node.id}
            node={node}
            depth={1}
            currentId={currentId}
            expanded={expanded}
            onToggle={toggleItem}
          />
        ))}
      </ul>
    </nav>
  );
}
