/**
 * The header menus' two homes outside the pages (docs/adr/036-page-tree-branches.md, addendum): the
 * immutable json file the panels read on first open, and each menu's own page, which the triggers
 * link to before hydration, so every menu works without JavaScript.
 */
import express, { type Router } from 'express';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MenuPage as MenuPageType } from '../../shared/components/chrome/MenuPage';
import { OtherLanguageUrlProvider } from '../../shared/components/chrome/other-language-url';
import {
  MENU_PAGE_PREFIX,
  menuPageUrl,
  menuTypeOfSlug,
  navigationItems,
} from '../../shared/components/chrome/navigation-items';
import { NotFoundError } from '../../shared/errors';
import { LOCALES, type Locale } from '../../shared/types/content';
import type { ChromeView } from '../../shared/types/page';
import { cachedChromeView } from '../content/resolvers/context';
import type { ContentSnapshot } from '../content/snapshot-types';
import { assetsForTemplate, type AssetManifest } from '../render/asset-manifest';
import { languageLinkUrl, otherLocale } from '../render/language-link';
import { HEADER_MENUS_PREFIX, headerMenusFile } from '../render/header-menus';
import { htmlShell } from '../render/html-shell';
import { documentTitle } from '../render/document-title';
import { PUBLIC_HTML_CACHE_CONTROL } from './page-headers';
import { IMMUTABLE_CACHE_CONTROL } from './static-files';

/** The chunk holding the panels' code and styles, which a menu's page links as its stylesheet. */
export const MENUS_CHUNK = 'lazy-header-menus';

export interface HeaderMenusDeps {
  snapshots: { current(): ContentSnapshot };
  manifest: () => AssetManifest;
  now?: () => Date;
  /** False when the site offers no sign-in: a menu page's header then shows none, as the pages' do. */
  offersSignIn?: boolean;
}

function chromeOf(deps: HeaderMenusDeps, locale: Locale): ChromeView {
  const year = (deps.now ?? (() => new Date()))().getUTCFullYear();
  return cachedChromeView(deps.snapshots.current(), locale, year, deps.offersSignIn ?? true);
}

// Components bring their stylesheets, which only the build knows how to load, so the server reaches
// them through dynamic imports, as the template registry does (shared/registry.ts).
let menuPage: Promise<typeof MenuPageType> | undefined;
function loadMenuPage(): Promise<typeof MenuPageType> {
  menuPage ??= import('../../shared/components/chrome/MenuPage').then((module) => module.MenuPage);
  return menuPage;
}

export function createHeaderMenusRouter(deps: HeaderMenusDeps): Router {
  const router = express.Router({ caseSensitive: true, strict: true });

  router.get(`${HEADER_MENUS_PREFIX}:locale/:file`, (req, res) => {
    const locale = LOCALES.find((candidate) => candidate === req.params.locale);
    const file = locale === undefined ? undefined : headerMenusFile(chromeOf(deps, locale).header);
    if (!file || file.url !== req.path) {
      res.setHeader('Cache-Control', 'no-store');
      res.status(404).json({ error: 'No header menus at this url' });
      return;
    }
    res.setHeader('Cache-Control', IMMUTABLE_CACHE_CONTROL);
    res.type('application/json').send(file.json);
  });

  const menuPage = (locale: Locale) => async (req: express.Request<{ slug: string }>, res: express.Response) => {
    const chrome = chromeOf(deps, locale);
    const type = menuTypeOfSlug(req.params.slug);
    const item = type && navigationItems(chrome.header, locale).find((candidate) => candidate.type === type);
    // A menu the header does not have is an unknown address like any other: the site's not-found page.
    if (!type || !item) throw new NotFoundError();
    // The other language's page of the same menu, when its header has that menu; else its home.
    const other = otherLocale(locale);
    const otherHas = navigationItems(chromeOf(deps, other).header, other).some((candidate) => candidate.type === type);
    const otherLanguageUrl = languageLinkUrl({
      locale,
      kind: 'menu',
      url: menuPageUrl(type, 'en-US'),
      inOtherLocale: otherHas,
    });
    const MenuPage = await loadMenuPage();
    const manifest = deps.manifest();
    // The page frame's styles are the not-found page's (header, footer, page title); the lists' are the
    // panels' chunk's. The page sends no script: it is the header's way to its menus without one.
    const stylesheets = [
      ...assetsForTemplate(manifest, 'notFound', locale).stylesheets,
      ...(manifest.chunks[MENUS_CHUNK]?.css ?? []).map((file) => `${manifest.publicPath}${file}`),
    ];
    const html = htmlShell({
      lang: locale === 'ja-JP' ? 'ja' : 'en',
      title: documentTitle(deps.snapshots.current(), locale, menuPageUrl(type, 'en-US'), item.label),
      alternates: [],
      jsonLd: [],
      stylesheets,
      scripts: [],
      markup: renderToStaticMarkup(
        <OtherLanguageUrlProvider url={otherLanguageUrl}>
          <MenuPage chrome={chrome} item={item} />
        </OtherLanguageUrlProvider>,
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
