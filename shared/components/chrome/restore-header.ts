/**
 * The server leaves out of the embedded state whatever of the header its markup already shows
 * (server/render/header-menus.ts): the version, the logo and its link, the menus' headings and the
 * extra links. This reads them back from that markup when the header hydrates (./PageHeader.tsx),
 * so its first client render matches the server's without the header being sent twice. The panels'
 * lists are not in the markup; they come from the menus file the state names, on the first open of
 * a panel.
 */
import { fixedExtraLinks, localised } from './chrome-links';
import { menuTypeOfSlug, MENU_PAGE_PREFIX } from './navigation-items';
import { stripLocale } from '../../links/locale';
import type { HtmlLang, Locale } from '../../types/content';
import type { ChromeView, EmbeddedHeader, HeaderView, ImageView, LinkView, MenuView } from '../../types/page';

function numberAttribute(element: Element, name: string): number | undefined {
  const value = element.getAttribute(name);
  return value === null || value === '' || !Number.isFinite(Number(value)) ? undefined : Number(value);
}

function readLogo(header: Element): ImageView | undefined {
  const image = header.querySelector('.hc-header__logo-image');
  const url = image?.getAttribute('src');
  if (!image || !url) return undefined;
  const logo: ImageView = { url, alt: image.getAttribute('alt') ?? '' };
  const width = numberAttribute(image, 'width');
  const height = numberAttribute(image, 'height');
  if (width !== undefined) logo.width = width;
  if (height !== undefined) logo.height = height;
  return logo;
}

/** Version 2 menus by their triggers, which link to `/menus/menu-{id}/` before hydration. */
function readMenus(header: Element): MenuView[] {
  const menus: MenuView[] = [];
  for (const trigger of header.querySelectorAll('.hc-header__items a.hc-header__trigger')) {
    const path = stripLocale(trigger.getAttribute('href') ?? '').path;
    if (!path.startsWith(MENU_PAGE_PREFIX)) continue;
    let slug: string;
    try {
      slug = decodeURIComponent(path.slice(MENU_PAGE_PREFIX.length).replace(/\/$/, ''));
    } catch {
      continue;
    }
    const type = menuTypeOfSlug(slug);
    if (type === undefined || !type.startsWith('menu:')) continue;
    // Rows only lay out a panel, whose lists (rows among them) come from the menus file.
    const menu: MenuView = {
      id: type.slice('menu:'.length),
      heading: trigger.textContent ?? '',
      primarySection: [],
      primarySectionRows: 1,
      secondarySection: [],
    };
    const lang = langAttribute(trigger);
    if (lang) menu.headingLang = lang;
    menus.push(menu);
  }
  return menus;
}

/** The content's extra links: the side panel's links before the fixed vendor links that end it. */
function readAdditionalLinks(header: Element, locale: Locale): LinkView[] {
  const links = [...header.querySelectorAll('.hc-side-panel__links .hc-side-panel__link')];
  return links.slice(0, Math.max(0, links.length - fixedExtraLinks(locale).length)).map((link) => {
    const view: LinkView = { label: link.textContent ?? '', url: link.getAttribute('href') ?? '' };
    const lang = langAttribute(link);
    if (lang) view.lang = lang;
    return view;
  });
}

/** The language an element of the header says its text is in (TextLang), if it says one. */
function langAttribute(element: Element): HtmlLang | undefined {
  const lang = element.getAttribute('lang');
  return lang === 'en' || lang === 'ja' ? lang : undefined;
}

/** The whole header view from the embedded part and the server's markup under `root`. */
export function restoreHeader(embedded: EmbeddedHeader, root: ParentNode): HeaderView {
  const element = root.querySelector('header.hc-header');
  const header: HeaderView = {
    id: embedded.id,
    locale: embedded.locale,
    version: element?.classList.contains('hc-header--v2') ? 'v2' : 'v1',
    homeUrl: element?.querySelector('.hc-header__logo')?.getAttribute('href') ?? localised('/', embedded.locale),
    useWaffleMenu: element?.querySelector('.hc-header__item--waffle') != null,
    cloudProducts: embedded.cloudProducts ?? [],
    serverProducts: embedded.serverProducts ?? [],
    resources: [],
    guides: [],
    documentation: { cloud: [], dataCenter: [] },
    menus: element ? readMenus(element) : [],
    additionalLinks: element ? readAdditionalLinks(element, embedded.locale) : [],
  };
  const logo = element ? readLogo(element) : undefined;
  if (logo) header.logo = logo;
  if (embedded.menusFile !== undefined) header.menusFile = embedded.menusFile;
  if (embedded.signIn === false) header.signIn = false;
  return header;
}

/**
 * The page's chrome with its header completed from the markup under `root()` when the server left the
 * header's shown parts out of the state (it then has no home url); a whole header is kept as it is,
 * and `root` is then not asked for (on the server there is no document).
 */
export function withRestoredHeader(chrome: ChromeView, root: () => ParentNode): ChromeView {
  const header = chrome.header as EmbeddedHeader & Partial<HeaderView>;
  if (header.homeUrl !== undefined) return chrome;
  return { ...chrome, header: restoreHeader(header, root()) };
}
