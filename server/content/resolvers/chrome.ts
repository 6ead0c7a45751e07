/**
 * The chrome view (header, footer, credits) of one locale, built from the snapshot's header,
 * footer and credits entries. Every url leaves here final, locale prefix applied, so the chrome
 * components only render.
 */
import { localised, repeatsPanelAction } from '../../../shared/components/chrome/chrome-links';
import { defaultFooterLinks } from '../../../shared/components/chrome/footer-links';
import type { Entry, HtmlLang, Locale } from '../../../shared/types/content';
import type {
  ChromeView,
  CreditsView,
  DeploymentLabel,
  FooterView,
  HeaderView,
  LinkView,
  MenuColumnView,
  MenuView,
  ProductCardView,
  ResourceCardView,
} from '../../../shared/types/page';
import { needsSession } from '../../../shared/links/session-pages';
import { siteName } from '../../seo/site';
import type { ContentSnapshot } from '../snapshot-types';
import {
  assetField,
  boolField,
  imageOf,
  jsonField,
  linkField,
  linksField,
  numberField,
  stringRecordField,
  textField,
  urlField,
} from './fields';
import { fieldLang } from './text-lang';

/** The language of an entry's field where it is not the chrome's locale's (TextLang). */
type LangOf = (entry: Entry, field: string) => HtmlLang | undefined;

const noLang: LangOf = () => undefined;

function langOf(snapshot: ContentSnapshot): LangOf {
  return (entry, field) => fieldLang(snapshot, entry, field);
}

export interface ChromeOptions {
  /** Overrides the footer entry's version. */
  footerVersion?: 'v1' | 'v2';
  /** Year of the server's current date, shown in the footer. */
  currentYear: number;
  /** False when the site has no sign-in to offer (HeaderView.signIn); true when absent. */
  offersSignIn?: boolean;
}

/** The home page's header or footer, else the first entry of that type. */
function chromeEntry(snapshot: ContentSnapshot, locale: Locale, field: 'header' | 'footer'): Entry | undefined {
  const home = snapshot.entriesOfType('homePage', locale)[0];
  return (home && linkField(home, field)) ?? snapshot.entriesOfType(field, locale)[0];
}

function linkView(entry: Entry, locale: Locale, lang: LangOf): LinkView | undefined {
  const label = textField(entry, 'linkLabel');
  const url = urlField(entry, 'linkUrl');
  if (!label || !url) return undefined;
  const link: LinkView = { id: entry.id, label, url: localised(url, locale) };
  const icon = textField(entry, 'linkIcon');
  if (icon) link.icon = icon;
  const labelLang = lang(entry, 'linkLabel');
  if (labelLang) link.lang = labelLang;
  return link;
}

function cardView(entry: Entry, locale: Locale, lang: LangOf): ResourceCardView | undefined {
  const title = textField(entry, 'title');
  const url = urlField(entry, 'buttonLink');
  if (!title || !url) return undefined;
  const card: ResourceCardView = { id: entry.id, title, url: localised(url, locale) };
  const shortTitle = textField(entry, 'shortTitle');
  const description = textField(entry, 'shortDescription');
  const buttonText = textField(entry, 'buttonText');
  const icon = imageOf(assetField(entry, 'icon'));
  if (shortTitle) card.shortTitle = shortTitle;
  if (description) card.description = description;
  if (buttonText) card.buttonText = buttonText;
  if (icon) card.icon = icon;
  if (boolField(entry, 'hideInHeader')) card.hideInHeader = true;
  // Menus show the short title where there is one.
  const titleLang = lang(entry, shortTitle ? 'shortTitle' : 'title');
  if (titleLang) card.lang = titleLang;
  const descriptionLang = description ? lang(entry, 'shortDescription') : undefined;
  if (descriptionLang) card.descriptionLang = descriptionLang;
  return card;
}

function defined<T>(items: readonly (T | undefined)[]): T[] {
  return items.filter((item): item is T => item !== undefined);
}

/** A product's (or app's) name, and its language where it is not the locale's. */
function productName(entry: Entry, lang: LangOf): { name: string; lang?: HtmlLang | undefined } {
  const name = linkField(entry, 'productNameReference');
  const app = linkField(entry, 'appNameReference');
  const sources: [Entry | undefined, string][] = [
    [name, 'productName'],
    [app, 'appName'],
    [entry, 'title'],
    [entry, 'internalTitle'],
  ];
  for (const [source, field] of sources) {
    const text = source && textField(source, field);
    if (source && text !== undefined) return { name: text, lang: lang(source, field) };
  }
  return { name: '' };
}

interface PageIndexes {
  /** Product id -> product landing page id. */
  landingPages: Map<string, string>;
  /** Context id -> documented product id. */
  docsHomes: Map<string, string>;
}

function pageIndexes(snapshot: ContentSnapshot, locale: Locale): PageIndexes {
  const landingPages = new Map<string, string>();
  for (const page of snapshot.entriesOfType('productLandingPage', locale)) {
    const product = linkField(page, 'product');
    if (product && !landingPages.has(product.id)) landingPages.set(product.id, page.id);
  }
  const docsHomes = new Map<string, string>();
  for (const page of snapshot.entriesOfType('documentedProduct', locale)) {
    const context = linkField(page, 'context');
    if (context && !docsHomes.has(context.id)) docsHomes.set(context.id, page.id);
  }
  return { landingPages, docsHomes };
}

/** A product's card: its landing page url, or `/{slug}/resources/` for products and apps without one. */
function productCard(
  snapshot: ContentSnapshot,
  indexes: PageIndexes,
  entry: Entry,
  deployment: DeploymentLabel,
  locale: Locale,
  lang: LangOf,
): ProductCardView | undefined {
  const landingPageId = indexes.landingPages.get(entry.id);
  const slug = textField(entry, 'slug');
  const url = (landingPageId && snapshot.urlOf(landingPageId)) ?? (slug ? `/${slug}/resources/` : undefined);
  if (url === undefined) return undefined;
  const name = productName(entry, lang);
  const card: ProductCardView = {
    id: entry.id,
    name: name.name,
    url: localised(url, locale),
    deployment,
    deploymentUrls: stringRecordField(entry, 'deploymentUrls'),
  };
  if (name.lang) card.lang = name.lang;
  const icon = imageOf(assetField(entry, 'icon'));
  const iconAlternate = imageOf(assetField(entry, 'iconAlternate'));
  if (icon) card.icon = { ...icon, alt: '' };
  if (iconAlternate) card.iconAlternate = { ...iconAlternate, alt: '' };
  return card;
}

function docsLinks(
  snapshot: ContentSnapshot,
  indexes: PageIndexes,
  products: readonly Entry[],
  locale: Locale,
  lang: LangOf,
): LinkView[] {
  return defined(
    products.map((product) => {
      const docsHomeId = indexes.docsHomes.get(product.id);
      const url = docsHomeId && snapshot.urlOf(docsHomeId);
      if (!url) return undefined;
      const name = productName(product, lang);
      const link: LinkView = { id: product.id, label: name.name, url: localised(url, locale) };
      if (name.lang) link.lang = name.lang;
      return link;
    }),
  );
}

function menuColumn(entry: Entry, locale: Locale, lang: LangOf): MenuColumnView {
  const heading = textField(entry, 'heading') ?? '';
  const column: MenuColumnView = {
    id: entry.id,
    heading,
    numberOfColumns: Math.max(1, numberField(entry, 'numberOfColumns') ?? 1),
    resources: defined(
      linksField(entry, 'resources').map((link) => {
        const label = textField(link, 'linkText');
        const url = urlField(link, 'url');
        if (!label || !url) return undefined;
        const view: LinkView = { id: link.id, label, url: localised(url, locale) };
        const labelLang = lang(link, 'linkText');
        if (labelLang) view.lang = labelLang;
        return view;
      }),
    ),
  };
  const headingLang = heading === '' ? undefined : lang(entry, 'heading');
  if (headingLang) column.headingLang = headingLang;
  return column;
}

function menuView(entry: Entry, locale: Locale, lang: LangOf): MenuView | undefined {
  const heading = textField(entry, 'heading');
  if (!heading) return undefined;
  const primarySection = defined(linksField(entry, 'primarySection').map((card) => cardView(card, locale, lang)));
  const menu: MenuView = {
    id: entry.id,
    heading,
    primarySection,
    primarySectionRows: Math.max(1, numberField(entry, 'primarySectionRows') ?? primarySection.length),
    secondarySection: linksField(entry, 'secondarySection').map((column) => menuColumn(column, locale, lang)),
  };
  const headingLang = lang(entry, 'heading');
  if (headingLang) menu.headingLang = headingLang;
  return menu;
}

export function buildHeaderView(snapshot: ContentSnapshot, locale: Locale, entry: Entry | undefined): HeaderView {
  const version = entry && textField(entry, 'version') === 'v2' ? 'v2' : 'v1';
  const base: HeaderView = {
    id: entry?.id ?? 'header',
    locale,
    version,
    homeUrl: localised('/', locale),
    useWaffleMenu: entry ? boolField(entry, 'useWaffleMenu') : false,
    cloudProducts: [],
    serverProducts: [],
    resources: [],
    guides: [],
    documentation: { cloud: [], dataCenter: [] },
    menus: [],
    additionalLinks: [],
  };
  if (!entry) return base;
  const lang = langOf(snapshot);
  const indexes = pageIndexes(snapshot, locale);
  const cloud = linksField(entry, 'cloudProducts');
  const server = linksField(entry, 'serverProducts');
  const logoAsset =
    version === 'v2'
      ? (assetField(entry, 'atlassianSupportLogoV2') ?? assetField(entry, 'atlassianSupportLogoV3'))
      : undefined;
  const logo = imageOf(logoAsset ?? assetField(entry, 'atlassianSupportLogo') ?? assetField(entry, 'logo'));
  const header: HeaderView = {
    ...base,
    cloudProducts: defined(cloud.map((product) => productCard(snapshot, indexes, product, 'Cloud', locale, lang))),
    serverProducts: defined(
      server.map((product) => productCard(snapshot, indexes, product, 'Data Center', locale, lang)),
    ),
    resources: defined(linksField(entry, 'resources').map((card) => cardView(card, locale, lang))).filter(
      (card) => !card.hideInHeader,
    ),
    guides: defined(linksField(entry, 'guides').map((card) => cardView(card, locale, lang))).filter(
      (card) => !card.hideInHeader,
    ),
    documentation: {
      cloud: docsLinks(snapshot, indexes, cloud, locale, lang),
      dataCenter: docsLinks(snapshot, indexes, server, locale, lang),
    },
    menus: defined(linksField(entry, 'menus').map((menu) => menuView(menu, locale, lang))),
    // Links to sign-in or the support form would repeat the side panel's own actions.
    additionalLinks: defined(linksField(entry, 'additionalLinks').map((link) => linkView(link, locale, lang))).filter(
      (link) => !repeatsPanelAction(link),
    ),
  };
  // The logo is the home link's only content, so its text names where the link leads, the site, in
  // the page's language ('Atlassian Support', 'アトラシアン サポート'), and not the asset's own title
  // ('Atlassian Support logo'), which is one English description for every locale.
  if (logo) header.logo = { ...logo, alt: siteName(snapshot, locale) };
  return header;
}

export function buildFooterView(
  entry: Entry | undefined,
  locale: Locale,
  options: ChromeOptions,
  snapshot?: ContentSnapshot,
): FooterView {
  const entryVersion = entry && textField(entry, 'version') === 'v2' ? 'v2' : 'v1';
  const version = options.footerVersion ?? entryVersion;
  const lang = snapshot ? langOf(snapshot) : noLang;
  // Content links belong to the entry's own version; another version falls back to its default list.
  const contentLinks =
    entry && version === entryVersion
      ? defined(linksField(entry, 'links').map((link) => linkView(link, locale, lang)))
      : [];
  return {
    version,
    locale,
    copyright: (entry && textField(entry, 'copyright')) ?? '',
    currentYear: options.currentYear,
    links: contentLinks.length > 0 ? contentLinks : defaultFooterLinks(version, locale),
  };
}

export function buildCreditsView(snapshot: ContentSnapshot, locale: Locale): CreditsView | undefined {
  const entry = snapshot.entriesOfType('credits', locale)[0];
  if (!entry) return undefined;
  const team = jsonField(entry, 'team');
  const members = Array.isArray(team) ? team : [];
  return {
    title: textField(entry, 'title') ?? '',
    team: members.flatMap((member) => {
      if (typeof member !== 'object' || member === null || Array.isArray(member)) return [];
      const { name, role } = member;
      return typeof name === 'string' && name !== '' ? [{ name, role: typeof role === 'string' ? role : '' }] : [];
    }),
  };
}

/**
 * The header of a site that offers no sign-in (ADR 010): its menus' and extra links to pages that
 * need a session are left out, as each would lead only to a page saying sign-in is not available.
 */
function withoutSessionLinks(header: HeaderView): HeaderView {
  const kept = <T extends { url: string }>(items: T[]) => items.filter((item) => !needsSession(item.url));
  return {
    ...header,
    resources: kept(header.resources),
    guides: kept(header.guides),
    additionalLinks: kept(header.additionalLinks),
    menus: header.menus.map((menu) => ({
      ...menu,
      primarySection: kept(menu.primarySection),
      secondarySection: menu.secondarySection
        .map((column) => ({ ...column, resources: kept(column.resources) }))
        .filter((column) => column.resources.length > 0),
    })),
  };
}

export function buildChromeView(snapshot: ContentSnapshot, locale: Locale, options: ChromeOptions): ChromeView {
  const chrome: ChromeView = {
    locale,
    header: buildHeaderView(snapshot, locale, chromeEntry(snapshot, locale, 'header')),
    footer: buildFooterView(chromeEntry(snapshot, locale, 'footer'), locale, options, snapshot),
  };
  if (options.offersSignIn === false) {
    chrome.header.signIn = false;
    chrome.header = withoutSessionLinks(chrome.header);
  }
  const credits = buildCreditsView(snapshot, locale);
  if (credits) chrome.credits = credits;
  return chrome;
}
