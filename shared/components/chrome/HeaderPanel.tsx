import { lazy, Suspense, useEffect } from 'react';
import { messagesFor } from '../../i18n/messages';
import type { Locale } from '../../types/content';
import type { HeaderView } from '../../types/page';
import { Spinner } from '../Spinner';
import { menuPageUrl, type NavigationItem } from './navigation-items';
import { withChunkStylesheets } from '../../chunk-stylesheets';

export interface HeaderPanelProps {
  item: NavigationItem;
  header: HeaderView;
  locale: Locale;
  idPrefix: string;
  onChoose: () => void;
  /** Called once the panel's content (or the link that stands in for it) has replaced the spinner. */
  onReady?: () => void;
}

/** What an open panel shows when its code or its lists cannot be had: the link to the menu's own page. */
export function MenuPageLink({ item, locale }: Pick<HeaderPanelProps, 'item' | 'locale'>) {
  return (
    <p className="hc-dropdown__page-link">
      <a href={menuPageUrl(item.type, locale)}>{item.label}</a>
    </p>
  );
}

// The panels' code is a chunk of its own, fetched on the first open of any panel (docs/adr/021);
// a chunk that fails to load leaves the link to the menu's page.
const MenuPanelContent = lazy(() =>
  withChunkStylesheets(
    'lazy-header-menus',
    import(/* webpackChunkName: "lazy-header-menus" */ './MenuPanelContent'),
  ).then(
    (module) => ({ default: module.MenuPanelContent }),
    () => ({ default: MenuPageLink }),
  ),
);

/** Commits only with its Suspense boundary's content, so its effect tells when the panel has loaded. */
function Ready({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return null;
}

/**
 * An open header panel (a desktop dropdown or a mobile sub-state). It is rendered only once the
 * visitor opens it, after hydration, so the server's markup never holds it and hydration never needs it.
 */
export function HeaderPanel({ onReady, ...props }: HeaderPanelProps) {
  return (
    <Suspense fallback={<Spinner label={messagesFor(props.locale).page.loading} />}>
      <MenuPanelContent {...props} />
      <Ready onReady={onReady} />
    </Suspense>
  );
}
