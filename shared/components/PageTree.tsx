import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { track } from '../analytics/track';
import { withLocale } from '../links/locale';
import { useLocale } from '../i18n/locale';
import type { PageTreeItem } from '../types/content';
import { fill, useMessages } from '../i18n/messages';
import { FilledText } from './Lang';
import { childrenById, parseTreeFile, pathTo } from './page-tree-branch';
import { readStoredOpen, storeOpen } from './page-tree-session';
import './PageTree.css';

const MAX_DEPTH = 3;

/** The levels the page's branch leaves out: children by node id once the tree file is in, and how to ask for it. */
interface TreeFile {
  childrenOf(id: string): PageTreeItem[] | undefined;
  load(): void;
}

const TreeFileContext = createContext<TreeFile>({ childrenOf: () => undefined, load: () => undefined });

/** Fetches the product's tree file once, on the first expand of a lazy node; a failure leaves the links. */
function useTreeFile(url: string | undefined): TreeFile {
  const [children, setChildren] = useState<Map<string, PageTreeItem[]>>();
  const loading = useRef(false);
  const load = useCallback(() => {
    if (url === undefined || children !== undefined || loading.current) return;
    loading.current = true;
    fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
      .then((json) => {
        const nodes = parseTreeFile(json);
        if (nodes) setChildren(childrenById(nodes));
      })
      .catch(() => undefined)
      .finally(() => {
        // Another expand may try again; until then each lazy node keeps its link to its own page.
        loading.current = false;
      });
  }, [url, children]);
  return useMemo(() => ({ childrenOf: (id) => children?.get(id), load }), [children, load]);
}

interface TreeItemProps {
  node: PageTreeItem;
  depth: number;
  currentId: string | undefined;
  startExpanded: ReadonlySet<string>;
}

/**
 * One node. Its children sit in a native disclosure, so they open without JavaScript too; the
 * disclosure's summary is the small toggle at the end of the row, and the title stays a plain link.
 * A lazy node's disclosure holds a link to its own page (which shows its branch) until the tree
 * file brings its children.
 */
function TreeItem({ node, depth, currentId, startExpanded }: TreeItemProps) {
  const labels = useMessages().page;
  const locale = useLocale();
  const file = useContext(TreeFileContext);
  const loaded = node.lazy ? file.childrenOf(node.id) : undefined;
  const children = depth < MAX_DEPTH ? (loaded ?? node.childList) : [];
  const expandable = depth < MAX_DEPTH && (node.lazy === true || node.childList.length > 0);
  const [isOpen, setOpen] = useState(() => startExpanded.has(node.id));
  const disclosure = useRef<HTMLDetailsElement>(null);
  const toggled = (open: boolean) => {
    if (open !== isOpen) track({ name: 'pagetree.toggled', attributes: { open, itemId: node.id } });
    setOpen(open);
    if (open && node.lazy) file.load();
  };
  // A node the visitor toggled before the tree was hydrated (docs/adr/045-hydration-on-intent.md)
  // keeps the state they gave it, as if it had been toggled now.
  useEffect(() => {
    const open = disclosure.current?.open;
    if (open !== undefined && open !== isOpen) toggled(open);
    // Once, on mount: later toggles come through onToggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <li className={`hc-page-tree__item hc-page-tree__item--level-${depth}`} data-node-id={node.id}>
      <a
        className="hc-page-tree__link"
        href={withLocale(node.url, locale)}
        aria-current={node.id === currentId ? 'page' : undefined}
        lang={node.lang}
      >
        {node.title}
      </a>
      {expandable && (
        <details
          ref={disclosure}
          className="hc-page-tree__node"
          open={isOpen}
          // The visitor may have toggled it before the tree was hydrated (the effect above reads it).
          suppressHydrationWarning
          data-lazy={node.lazy ? '' : undefined}
          onToggle={(event) => toggled(event.currentTarget.open)}
        >
          <summary
            className="hc-page-tree__toggle"
            aria-label={fill(isOpen ? labels.collapseItem : labels.expandItem, { title: node.title })}
          />
          <ul className="hc-page-tree__group">
            {node.lazy && loaded === undefined ? (
              <li className={`hc-page-tree__item hc-page-tree__item--level-${depth + 1}`} data-branch-link="">
                <a className="hc-page-tree__link" href={withLocale(node.url, locale)}>
                  <FilledText message={labels.pageTreeBranchLink} name="title" text={node.title} lang={node.lang} />
                </a>
              </li>
            ) : (
              children.map((child) => (
                <TreeItem
                  key={child.id}
                  node={child}
                  depth={depth + 1}
                  currentId={currentId}
                  startExpanded={startExpanded}
                />
              ))
            )}
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
 * without JavaScript. The current page and its parents start expanded. `nodes` is the page's
 * branch; `file` is the url of the whole tree, fetched when a lazy node is first expanded.
 */
export function PageTree({
  nodes,
  currentId,
  file,
}: {
  nodes: readonly PageTreeItem[];
  currentId?: string;
  file?: string | undefined;
}) {
  const labels = useMessages().page;
  const [open, setOpen] = useState(false);
  const [startExpanded] = useState<ReadonlySet<string>>(() => new Set(pathTo(nodes, currentId)));
  const treeFile = useTreeFile(file);

  const panelRef = useRef<HTMLDetailsElement>(null);

  const panelToggled = (next: boolean) => {
    track({ name: 'pagetree.toggled', attributes: { open: next } });
    setOpen(next);
    storeOpen(next);
  };

  useEffect(() => {
    // The panel's markup is what the visitor sees: opened before hydration by
    // client/restore-page-tree.ts from the session's state, and maybe toggled since by the visitor,
    // which then counts as their toggle (docs/adr/045-hydration-on-intent.md).
    const shown = panelRef.current?.open ?? false;
    if (shown !== (readStoredOpen() ?? false)) panelToggled(shown);
    else setOpen(shown);
    // Once, on mount: later toggles come through onToggle.
  }, []);

  if (nodes.length === 0) return null;

  return (
    <nav className="hc-page-tree" aria-label={labels.pageTree}>
      <details
        ref={panelRef}
        className="hc-page-tree__panel"
        open={open}
        // Opened before hydration by the visitor or by client/restore-page-tree.ts (the effect above reads it).
        suppressHydrationWarning
        onToggle={(event) => {
          const next = event.currentTarget.open;
          if (next !== open) panelToggled(next);
        }}
      >
        {/* Both labels, the disclosure's state picks one: right before hydration and without JavaScript too. */}
        <summary className="hc-page-tree__panel-toggle hc-disclosure-toggle">
          <span className="hc-page-tree__panel-show">{labels.showNavigation}</span>
          <span className="hc-page-tree__panel-hide">{labels.hideNavigation}</span>
        </summary>
        <TreeFileContext.Provider value={treeFile}>
          <ul className="hc-page-tree__list">
            {nodes.map((node) => (
              <TreeItem key={node.id} node={node} depth={1} currentId={currentId} startExpanded={startExpanded} />
            ))}
          </ul>
        </TreeFileContext.Provider>
      </details>
    </nav>
  );
}
