/**
 * The root of every page, on both sides: the Redux store, the page locale and the page's template.
 * There is no client-side router: every link is a plain anchor the server answers with a rendered
 * page, and nothing reads a router's location, so a router would only cost the browser ~14 KB of
 * gzipped JavaScript (docs/adr/022-no-client-router.md).
 */
import { useState, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import { EnhancedProvider } from './components/Enhanced';
import { LocaleProvider } from './i18n/locale';
import type { TemplateProps } from './registry';
import type { AppStore } from './state/store';
import type { PageBase } from './types/page';

export interface AppProps {
  store: AppStore;
  entry: PageBase;
  Template: ComponentType<TemplateProps>;
}

export function App({ store, entry, Template }: AppProps) {
  // The provider sits above the template, not only inside PageLayout: templates read their labels
  // with useMessages() before they render PageLayout, and would otherwise get en-US on /ja/ pages.
  // Parts hydrated after the page (docs/adr/045-hydration-on-intent.md) must first render what the
  // server did: react-redux hands them the store's state of this first render while they hydrate, and
  // the state it has by then right after.
  const [serverState] = useState(() => store.getState());
  return (
    <Provider store={store} serverState={serverState}>
      <LocaleProvider locale={entry.locale}>
        <EnhancedProvider>
          <Template entry={entry} />
        </EnhancedProvider>
      </LocaleProvider>
    </Provider>
  );
}
