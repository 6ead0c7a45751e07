/**
 * The header menus' two homes outside the pages (docs/adr/036-page-tree-branches.md, addendum): the
 * immutable json file the panels read on first open, and each menu's own page, which the triggers
 * link to before hydration, so every menu works without JavaScript.
 */
import express, { type Router } from 'express';
import { renderToStaticMarkup } from 'react-dom/server';
import type { DropdownContent as DropdownContentType } from '../../shared/components/chrome/DropdownContent';
import { MENU_PAGE_PREFIX, menuTypeOfSlug, navigationItems } from '../../shared/components/chrome/navigation-items';
import { message, messagesFor } from '../../shared/i18n/messages';
import { LocaleProvider } from '../../shared/i18n/locale';
import { LOCALES, type Locale } from '../../shared/types/content';
import type { HeaderView } from '../../shared/types/page';
import { cachedChromeView } from '../content/resolvers/context';
import type { ContentSnapshot } from '../content/snapshot-types';
import type { AssetManifest } from '../render/asset-manifest';
import { HEADER_MENUS_PREFIX, headerMenusFile } from '../render/header-menus';
import { htmlShell } from '../render/html-shell';
import { PUBLIC_HTML_CACHE_CONTROL } from './page-headers';
import { IMMUTABLE_CACHE_CONTROL } from './static-files';

/** The chunk holding the panels' code and styles, which a menu's page links as its stylesheet. */
export const MENUS_CHUNK = 'lazy-header-menus';

export interface HeaderMenusDeps {
  snapshots: { current(): ContentSnapshot };
  manifest: () => AssetManifest;
  now?: () => Date;
}

function headerOf(deps: HeaderMenusDeps, locale: Locale): HeaderView {
  const year = (deps.now ?? (() => new Date()))().getUTCFullYear();
  return cachedChromeView(deps.snapshots.current(), locale, year).header;
}

// Components bring their stylesheets, which only the build knows how to load, so the server reaches
// them through dynamic imports, as the template registry does (shared/registry.ts).
let dropdownContent: Promise<typeof DropdownContentType> | undefined;
function loadDropdownContent(): Promise<typeof DropdownContentType> {
  dropdownContent ??= import('../../shared/components/chrome/DropdownContent').then((module) => module.DropdownContent);
  return dropdownContent;
}

function MenuPage({
  header,
  locale,
  type,
  DropdownContent,
}: {
  header: HeaderView;
  locale: Locale;
  type: string;
  DropdownContent: typeof DropdownContentType;
}) {
  const item = navigationItems(header, locale).find((candidate) => candidate.type === type);
  if (!item) return null;
  return (
    <LocaleProvider locale={locale}>
      <div className="hc-menu-page">
        <a className="hc-menu-page__home" href={header.homeUrl}>
          {message(locale, 'supportHome')}
        </a>
        <main id="maincontent" className="hc-menu-page__main">
          <h1 className="hc-menu-page__heading">{item.label}</h1>
          <DropdownContent
            type={item.type}
            header={header}
            locale={locale}
            idPrefix="hc-menu-page"
            onChoose={() => undefined}
            standalone
          />
        </main>
      </div>
    </LocaleProvider>
  );
}

export function createHeaderMenusRouter(deps: HeaderMenusDeps): Router {
  const router = express.Router({ caseSensitive: true, strict: true });

  router.get(`${HEADER_MENUS_PREFIX}:locale/:file`, (req, res) => {
    const locale = LOCALES.find((candidate) => candidate === req.params.locale);
    const file = locale === undefined ? undefined : headerMenusFile(headerOf(deps, locale));
    if (!file || file.url !== req.path) {
      res.setHeader('Cache-Control', 'no-store');
      res.status(404).json({ error: 'No header menus at this url' });
      return;
    }
    res.setHeader('Cache-Control', IMMUTABLE_CACHE_CONTROL);
    res.type('application/json').send(file.json);
  });

  const menuPage = (locale: Locale) => async (req: express.Request<{ slug: string }>, res: express.Response) => {
    const header = headerOf(deps, locale);
    const type = menuTypeOfSlug(req.params.slug);
    const item = type && navigationItems(header, locale).find((candidate) => candidate.type === type);
    if (!type || !item) {
      res.setHeader('Cache-Control', 'no-store');
      res.status(404).type('text/plain').send(messagesFor(locale).page.notFoundTitle);
      return;
    }
    const DropdownContent = await loadDropdownContent();
    const manifest = deps.manifest();
    const url = (file: string) => `${manifest.publicPath}${file}`;
    const stylesheets = [...manifest.entry.css, ...(manifest.chunks[MENUS_CHUNK]?.css ?? [])].map(url);
    const html = htmlShell({
      lang: locale === 'ja-JP' ? 'ja' : 'en',
      title: item.label,
      alternates: [],
      jsonLd: [],
      stylesheets,
      scripts: [],
      markup: renderToStaticMarkup(
        <MenuPage header={header} locale={locale} type={type} DropdownContent={DropdownContent} />,
      ),
      state: {},
      browserConfig: {},
      template: 'menu',
      noindex: true,
    });
    res.setHeader('Cache-Control', PUBLIC_HTML_CACHE_CONTROL);
    res.type('html').send(html);
  };
  router.get(`${MENU_PAGE_PREFIX}:slug/`, menuPage('en-US'));
  router.get(`/ja${MENU_PAGE_PREFIX}:slug/`, menuPage('ja-JP'));
  return router;
}
