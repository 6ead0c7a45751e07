/**
 * Browser entry: hydrate the server-rendered page with its template from the registry, enhance the
 * interactive parts of article bodies, and install the console function of the credits screen.
 */
// The design tokens and element defaults come first in the entry stylesheet, before every component's.
import '../shared/styles/tokens.css';
import '../shared/styles/base.css';
import { installCreditsConsoleFunction } from '../shared/components/chrome/credits';
import { loadTemplate } from '../shared/registry';
import { enhanceBody } from './enhance-body';
import { hydratePage } from './hydrate';
import { watchSession } from './session';
import { startAnalytics } from './analytics/start';
import { readBrowserConfig } from './embedded-state';

void hydratePage({
  document,
  location: window.location,
  history: window.history,
  loadTemplate,
  openRewritten: (url) => window.location.replace(url),
  enhance: (root) => {
    enhanceBody(root);
  },
  watchSession: (store) => {
    const config = readBrowserConfig(document);
    void startAnalytics({ window, store, config: { analyticsConsent: config.ok && config.value.analyticsConsent } });
    watchSession({
      store,
      location: window.location,
      cookie: document.cookie,
      fetch: window.fetch.bind(window),
      setInterval: (callback, ms) => window.setInterval(callback, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
    });
  },
})
  .then((outcome) => {
    const credits = outcome.hydrated ? outcome.state.entry.chrome.credits : undefined;
    if (credits) installCreditsConsoleFunction(window, credits);
  })
  .catch((error: unknown) => {
    console.error('Hydration failed', error);
  });
