/**
 * Browser features that depend on the visitor, started after hydration: the feature-flag client
 * (the visitor's flags replace the embedded ones in the store) and, once the user is known and only
 * where the assistant may load, the chat loader (client/chat/start-chat.ts, a chunk of its own), so
 * anonymous pages never fetch it.
 */
import type { BrowserConfig } from '../config/browser-config';
import { readAnonymousId } from '../shared/search/anonymous-id';
import { selectAuthStatus, selectUser } from '../shared/state/auth';
import { featureFlagsUpdated } from '../shared/state/page';
import type { AppStore } from '../shared/state/store';
import type { FeatureFlags } from '../shared/types/page';
import { chatAllowed } from './chat/chat-allowed';
import { FlagClient } from './flags/flag-client';
import { withChunkStylesheets } from '../shared/chunk-stylesheets';

export interface FeatureDeps {
  store: AppStore;
  embedded: FeatureFlags;
  config: BrowserConfig;
  window: Window;
  log: Pick<Console, 'error'>;
}

export function startFeatures(deps: FeatureDeps): Promise<void> {
  const { store, window: win } = deps;
  const flags = new FlagClient({
    clientKey: deps.config.flagsClientKey,
    embedded: deps.embedded,
    fetch: win.fetch.bind(win),
    log: deps.log,
  });
  const anonymousId = readAnonymousId();
  const initialized = flags
    .initialize({ path: win.location.pathname, ...(anonymousId ? { anonymousId } : {}) })
    .then((visitorFlags) => {
      if (flags.status === 'initialized') store.dispatch(featureFlagsUpdated(visitorFlags));
    });
  const userKnown = new Promise<void>((resolve) => {
    const check = () => {
      const status = selectAuthStatus(store.getState());
      if (status !== 'success' && status !== 'failure') return false;
      resolve();
      return true;
    };
    if (check()) return;
    const unsubscribe = store.subscribe(() => {
      if (check()) unsubscribe();
    });
  });
  return Promise.all([initialized, userKnown]).then(async () => {
    const user = selectUser(store.getState());
    if (!chatAllowed(win.location.pathname, win.location.hostname, user)) return;
    const { startChat } = await import(/* webpackChunkName: "chat-loader" */ './chat/start-chat');
    await startChat({
      user,
      fetch: win.fetch.bind(win),
      flags,
      config: deps.config,
      location: win.location,
      document: win.document,
      subtle: win.crypto?.subtle,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      log: deps.log,
      loadBuiltIn: () =>
        withChunkStylesheets('assistant', import(/* webpackChunkName: "assistant" */ './chat/assistant-root')).then(
          (module) => module.mountAssistant(win.document, win),
        ),
    });
  });
}
