/**
 * The browser's side of the rendering contract: rewrite old hash links, read and check the embedded
 * state, restore the bodies and the page tree, load the page's template and hydrate the server's markup with the same
 * App the server rendered. Kept apart from main.tsx so tests can run it against server output.
 */
import type { ComponentType } from 'react';
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
import { restorePageTree } from './restore-page-tree';

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
   * request under /requests/): the server renders that page. Without it the page only changes its url.
   */
  openRewritten?: (url: string) => void;
  /** Learns the user and watches the session once the page is hydrated (client/session.ts). */
  watchSession?: (store: AppStore) => void;
}

export type HydrateOutcome =
  { hydrated: true; root: Root; state: EmbeddedState; store: AppStore } | { hydrated: false; reason: string };

export async function hydratePage(deps: HydrateDeps): Promise<HydrateOutcome> {
  const log = deps.log ?? console;
  // The state was rendered for the path the server saw, before the hash rewrite.
  const read = readEmbeddedState(deps.document, deps.location.pathname);
  const servedPath = deps.location.pathname;
  if (applyLegacyHashRewrite(deps.location, deps.history) && deps.openRewritten) {
    const rewritten = `${deps.location.pathname}${deps.location.search}`;
    if (deps.location.pathname !== servedPath) {
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
  if (state.pageTree.length === 0) state.pageTree = restorePageTree(container);
  // Both chunks are already on their way: the server lists them as scripts of the page.
  const [Template] = await Promise.all([deps.loadTemplate(state.entry.kind), deps.loadMessages?.(state.entry.locale)]);
  const store = createAppStore(preloadedFromEmbedded(state));
  const root = hydrateRoot(container, <App store={store} entry={state.entry} Template={Template} />, {
    onRecoverableError: (error) => {
      log.error('Recoverable error while hydrating', error);
      deps.onRecoverableError?.(error);
    },
  });
  deps.enhance?.(deps.document);
  // After hydration, so the first render matches the server's anonymous markup.
  deps.watchSession?.(store);
  return { hydrated: true, root, state, store };
}
