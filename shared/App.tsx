/**
 * The root of every page, on both sides: the Redux store, a router (static on the server, the
 * browser's history on the client), the page locale and the page's template. The locale prefix is the router's
 * basename, so links inside templates are written without it.
 */
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { LocaleProvider } from './i18n/locale';
import { localePrefix } from './links/locale';
import type { TemplateProps } from './registry';
import type { AppStore } from './state/store';
import type { PageBase } from './types/page';

export interface AppProps {
  store: AppStore;
  entry: PageBase;
  Template: ComponentType<TemplateProps>;
  /** The request path (with locale prefix) on the server; absent in the browser. */
  location?: string;
}

export function App({ store, entry, Template, location }: AppProps) {
  const basename = localePrefix(entry.locale) || undefined;
  // The provider sits above the template, not only inside PageLayout: templates read their labels
  // with useMessages() before they render PageLayout, and would otherwise get en-US on /ja/ pages.
  const page = (
    <LocaleProvider locale={entry.locale}>
      <Template entry={entry} />
    </LocaleProvider>
  );
  return (
    <Provider store={store}>
      {location === undefined ? (
        <BrowserRouter basename={basename}>{page}</BrowserRouter>
      ) : (
        <StaticRouter location={location} basename={basename}>
          {page}
        </StaticRouter>
      )}
    </Provider>
  );
}
