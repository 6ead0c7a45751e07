/**
 * The browser's side of the rendering contract: rewrite old hash links, read and check the embedded
 * state, restore the bodies and the page tree, keep the static regions' markup, load the page's template and hydrate the server's markup with the same
 * App the server rendered. Kept apart from main.tsx so tests can run it against server output.
 */
import { startTransition, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { App } from '../shared/App';
import type { TemplateProps } from '../shared/registry';
import { createAppStore, preloadedFromEmbedded, type AppStore } from '../shared/state/store';
import type { Locale } from '../shared/types/content';
import type { PageKind } from '../shared/types/page';
import type { EmbeddedState } from '../shared/types/state';
import { readEmbeddedState } from './embedded-state';
import { applyLegacyHashRewrite } from './legacy-hash';
import { restoreBodies } from './restore-bodies';
import { reopenPageTreePanel, restorePageTree } from './restore-page-tree';
import { restoreFeedbackAnswer } from './restore-feedback';
import { keepStaticRegions } from '../shared/static/kept-region';

export interface HydrateDeps {
  document: Document;
  location: Location;
  history: History;
  loadTemplate: (kind: PageKind) => Promise<ComponentType<TemplateProps>>;
  /** Registers the page locale's message table before the first render (shared/i18n/load-messages.ts). */
  loadMessages?: (locale: Locale) => Promise<void>;
  /** Called for errors React recovers from (hydration mismatches among them). */
  onRecoverableError?: (error: unknown) => void;
  /** Enhances interactive parts of bodies after hydration (client/enhance-body.ts). */
  enhance?: (root: Document) => void;
  log?: Pick<Console, 'error'>;
  /**
   * Opens an old `#!/` link's rewritten url when it names another page than the one served (one
   * request under /requests/, or the sign-in page a visitor was sent to from there, with the rest in
   * its `continue` target): the server renders that page. Without it the page only changes its url.
   */
  openRewritten?: (url: string) => void;
  /** Learns the user and watches the session once the page is hydrated (client/session.ts). */
  watchSession?: (store: AppStore) => void;
  /**
   * Runs work that can wait until the browser is idle after hydration (client/after-idle.ts), such as
   * the session watch. Without it that work runs right after hydration.
   */
  afterIdle?: (work: () => void) => void;
  /**
   * Ends the current task and resolves in a new one (client/yield-task.ts). Hydration calls it
   * between its steps (reading the state, starting React, enhancing bodies), so evaluating the
   * scripts and each step are tasks of their own rather than one long task that blocks input.
   * Without it the steps run back to back.
   */
  yieldToBrowser?: () => Promise<void>;
}

/**
 * Calls `onCommit` when React commits the hydrated tree, before any effect re-renders it (the
 * header's enhancement among them); it adds no markup of its own.
 */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

export type HydrateOutcome =
  { hydrated: true; root: Root; state: EmbeddedState; store: AppStore } | { hydrated: false; reason: string };

export async function hydratePage(deps: HydrateDeps): Promise<HydrateOutcome> {
  const log = deps.log ?? console;
  const nextTask = deps.yieldToBrowser ?? (() => Promise.resolve());
  // The entry's scripts were evaluated in the task that called this one.
  await nextTask();
  // The state was rendered for the path the server saw, before the hash rewrite.
  const read = readEmbeddedState(deps.document, deps.location.pathname);
  const served = `${deps.location.pathname}${deps.location.search}`;
  if (applyLegacyHashRewrite(deps.location, deps.history) && deps.openRewritten) {
    const rewritten = `${deps.location.pathname}${deps.location.search}`;
    // Another page, or the sign-in page with another `continue` target, which its form carries.
    if (rewritten !== served) {
      deps.openRewritten(rewritten);
      return { hydrated: false, reason: 'opening the page an old #!/ link names' };
    }
  }
  if (!read.ok) {
    log.error(`Not hydrating this page: ${read.reason}`);
    return { hydrated: false, reason: read.reason };
  }
  const container = deps.document.getElementById('root');
  if (!container) {
    log.error('Not hydrating this page: no #root element');
    return { hydrated: false, reason: 'no #root element' };
  }
  const state = read.value;
  restoreBodies(state, container);
  // Static regions render the server's markup again (docs/adr/044-static-regions.md).
  keepStaticRegions(container);
  if (state.pageTree.length === 0) state.pageTree = restorePageTree(container);
  reopenPageTreePanel(container, deps.document.defaultView);
  restoreFeedbackAnswer(container, state.entry.id, deps.document.defaultView);
  // Both chunks are already on their way: the server lists them as scripts of the page.
  const [Template] = await Promise.all([deps.loadTemplate(state.entry.kind), deps.loadMessages?.(state.entry.locale)]);
  await nextTask();
  const store = createAppStore(preloadedFromEmbedded(state));
  let committed: () => void = () => undefined;
  const hydrated = new Promise<void>((resolve) => {
    committed = resolve;
  });
  const made: { root?: Root } = {};
  // A transition makes hydration interruptible: React works in slices of a few milliseconds and
  // yields to the browser between them, instead of one long task that blocks input (ADR 021).
  startTransition(() => {
    made.root = hydrateRoot(
      container,
      <Committed onCommit={committed}>
        <App store={store} entry={state.entry} Template={Template} />
      </Committed>,
      {
        onRecoverableError: (error) => {
          log.error('Recoverable error while hydrating', error);
          deps.onRecoverableError?.(error);
        },
        // A template that throws never commits; the page keeps the server's markup and the
        // caller still gets its outcome.
        onUncaughtError: (error) => {
          log.error('Uncaught error while hydrating', error);
          committed();
        },
      },
    );
  });
  const { root } = made;
  if (!root) throw new Error('hydrateRoot returned no root');
  // Bodies are not hydrated (React leaves their markup alone), so they are enhanced at once, in a
  // task of their own between React's first slices.
  await nextTask();
  deps.enhance?.(deps.document);
  await hydrated;
  const later = deps.afterIdle ?? ((work: () => void) => work());
  // After hydration, so the first render matches the server's anonymous markup.
  later(() => deps.watchSession?.(store));
  return { hydrated: true, root, state, store };
}
