/**
 * Browser entry: hydrate the server-rendered page with its template from the registry, enhance the
 * interactive parts of article bodies, and install the console function of the credits screen.
 */
// The design tokens and element defaults come first in the entry stylesheet, before every component's.
import '../shared/styles/tokens.css';
import '../shared/styles/base.css';
import { loadMessages } from '../shared/i18n/load-messages';
import { loadTemplate } from '../shared/registry';
import { afterIdle } from './after-idle';
import { startAnalyticsWhenAllowed } from './analytics/gate';
import { installLazyCredits } from './credits-loader';
import { readBrowserConfig } from './embedded-state';
import { enhanceBody, enhanceKeptVideos } from './enhance-body';
import { startFeatures } from './features';
import { hydratePage } from './hydrate';
import { installReaderTools } from './reader-tools';
import { installPrintLinkUrls } from './print-link-urls';
import { installSearchShortcut } from './search-shortcut';
import { hasSignedInMarker } from './signed-in-marker';
import { settleVisitor } from './visitor';
import { yieldTask } from './yield-task';
import { withChunkStylesheets } from '../shared/chunk-stylesheets';
import { wakePart } from '../shared/static/wake';

installSearchShortcut(document);
installPrintLinkUrls(window);

// Only a visitor with the signed-in marker has a session to learn and watch (./visitor.ts).
const signedIn = hasSignedInMarker(document.cookie);
installReaderTools(document, {
  // Browsers leave the Clipboard API out of pages not served over https (or from localhost).
  clipboard: 'clipboard' in navigator ? navigator.clipboard : undefined,
  fetch: (url) => window.fetch(url, { headers: { Accept: 'text/markdown' } }),
  share: 'share' in navigator ? (data) => navigator.share(data) : undefined,
});

void hydratePage({
  document,
  location: window.location,
  history: window.history,
  loadTemplate,
  loadMessages,
  openRewritten: (url) => window.location.replace(url),
  afterIdle: (work) => afterIdle(window, work),
  yieldToBrowser: () => yieldTask(window),
  enhance: (root) => {
    enhanceBody(root);
  },
  watchSession: (store) => {
    const config = readBrowserConfig(document);
    // Chunks of their own, fetched after hydration and only when needed: the banner while consent
    // is required and not given, the sender once sending is allowed.
    void startAnalyticsWhenAllowed({
      window,
      store,
      config: { analyticsConsent: config.ok && config.value.analyticsConsent },
      loadConsent: () =>
        withChunkStylesheets(
          'analytics-consent',
          import(/* webpackChunkName: "analytics-consent" */ './analytics/consent'),
        ),
      loadSender: () => import(/* webpackChunkName: "analytics" */ './analytics/start'),
    });
    if (!signedIn) {
      void settleVisitor(store, window.location.hostname);
      return;
    }
    import(/* webpackChunkName: "session" */ './session').then(
      ({ watchSession }) =>
        watchSession({
          store,
          location: window.location,
          cookie: document.cookie,
          fetch: window.fetch.bind(window),
          setInterval: (callback, ms) => window.setInterval(callback, ms),
          clearInterval: (handle) => window.clearInterval(handle as number),
        }),
      // Without its code the signed-in visitor's details cannot be had: the header says Sign in.
      (error: unknown) =>
        void settleVisitor(store, window.location.hostname, () =>
          Promise.reject(error instanceof Error ? error : new Error(String(error))),
        ),
    );
  },
})
  .then((outcome) => {
    if (!outcome.hydrated) return;
    // The header waits for the visitor's pointer or focus (docs/adr/045-hydration-on-intent.md); a
    // signed-in visitor's has their avatar menu to show in place of Sign in, so it hydrates now.
    if (signedIn) wakePart(document.querySelector('header.hc-header'));
    // After hydration, as the controls React renders switch to their scripted form then.
    enhanceKeptVideos(document);
    afterIdle(window, () => {
      const { credits } = outcome.state.entry.chrome;
      if (credits) {
        installLazyCredits(window, credits, () =>
          withChunkStylesheets(
            'credits',
            import(/* webpackChunkName: "credits" */ '../shared/components/chrome/credits'),
          ),
        );
      }
      const config = readBrowserConfig(document);
      if (config.ok) {
        void startFeatures({
          store: outcome.store,
          embedded: outcome.state.featureFlags,
          config: config.value,
          window,
          log: console,
        });
      }
    });
  })
  .catch((error: unknown) => {
    console.error('Hydration failed', error);
  });
