import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { messagesFor } from '../../i18n/messages';
import type { Locale } from '../../types/content';
import type { HeaderMenusFile, HeaderView } from '../../types/page';
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

// The panels' code is a chunk of its own, fetched on the first open of any panel or before it
// (preloadHeaderPanels, docs/adr/021); a chunk that fails to load leaves the link to the menu's page.
let panelsCode: Promise<{ default: ComponentType<HeaderPanelProps> }> | undefined;
const loadPanelsCode = () =>
  (panelsCode ??= withChunkStylesheets(
    'lazy-header-menus',
    import(/* webpackChunkName: "lazy-header-menus" */ './MenuPanelContent'),
  ).then(
    (module) => ({ default: module.MenuPanelContent }),
    () => ({ default: MenuPageLink }),
  ));
const MenuPanelContent = lazy(loadPanelsCode);

/**
 * One request per file and page: every panel reads the same lists. A failed request stays failed
 * for the page's life (the panels then link to the menus' pages) rather than being asked again on
 * every render while React waits for it.
 */
const files = new Map<string, Promise<HeaderMenusFile | null>>();

export function menusFile(url: string): Promise<HeaderMenusFile | null> {
  let file = files.get(url);
  if (!file) {
    file = fetch(url, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<HeaderMenusFile>) : null))
      .catch(() => null);
    files.set(url, file);
  }
  return file;
}

/**
 * Starts fetching the panels' code and the menus file the view names, once a panel is likely to
 * open: the pointer or focus has come to a menu's trigger or to the mobile menu button (docs/adr/036).
 */
export function preloadHeaderPanels(menusFileUrl: string | undefined): void {
  void loadPanelsCode();
  if (menusFileUrl !== undefined) void menusFile(menusFileUrl);
}

/** The controls Tab reaches inside an open panel. */
export const PANEL_CONTROLS =
  'a[href]:not([tabindex="-1"]), button:not([disabled]):not([tabindex="-1"]), input:not([disabled]), [tabindex="0"]';

/**
 * The first control Tab would reach inside `panel` (leaving out any inside `except`, a mobile
 * sub-state's back control); none while its spinner shows.
 */
export function firstFocusable(panel: HTMLElement | null, except?: HTMLElement | null): HTMLElement | null {
  if (!panel) return null;
  const controls = [...panel.querySelectorAll<HTMLElement>(PANEL_CONTROLS)];
  return controls.find((control) => !except?.contains(control)) ?? null;
}

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
