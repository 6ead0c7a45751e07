/**
 * The header's top-level items and where each one's page is. Kept apart from the panels
 * (DropdownContent.tsx), which load on first open, so the header's first render needs only this.
 */
import { message } from '../../i18n/messages';
import { localised } from './chrome-links';
import { FIXED_DROPDOWN_TYPES, type DropdownType } from '../../state/chrome';
import type { HtmlLang, Locale } from '../../types/content';
import type { HeaderView } from '../../types/page';

export interface NavigationItem {
  type: DropdownType;
  label: string;
  /** Label in the mobile top list ('Apps' for the products menu). */
  mobileLabel: string;
  /** The labels' language where it is not the page's: a menu's untranslated heading (TextLang). */
  lang?: HtmlLang;
}

/** Where a menu's page lives: what its trigger links to before (or without) JavaScript. */
export const MENU_PAGE_PREFIX = '/menus/';

/**
 * Products, then Get started, Documentation and Resources; a version 2 header with menus shows its
 * menus (by heading) in place of the last three.
 */
export function navigationItems(header: Pick<HeaderView, 'version' | 'menus'>, locale: Locale): NavigationItem[] {
  const products: NavigationItem = {
    type: 'products',
    label: message(locale, 'products'),
    mobileLabel: message(locale, 'apps'),
  };
  if (header.version === 'v2' && header.menus.length > 0) {
    return [
      products,
      ...header.menus.map((menu) => ({
        type: `menu:${menu.id}` as const,
        label: menu.heading,
        mobileLabel: menu.heading,
        ...(menu.headingLang ? { lang: menu.headingLang } : {}),
      })),
    ];
  }
  return [
    products,
    ...(['getStarted', 'documentation', 'resources'] as const).map((type) => ({
      type,
      label: message(locale, type),
      mobileLabel: message(locale, type),
    })),
  ];
}

/** The page of one menu: `/menus/products/`, `/menus/getStarted/`, `/menus/menu-{entry id}/`. */
export function menuPageUrl(type: DropdownType, locale: Locale): string {
  const slug = type.startsWith('menu:') ? `menu-${type.slice('menu:'.length)}` : type;
  return localised(`${MENU_PAGE_PREFIX}${encodeURIComponent(slug)}/`, locale);
}

/** The menu a page slug names, or undefined for a slug no menu can have. */
export function menuTypeOfSlug(slug: string): DropdownType | undefined {
  if (slug.startsWith('menu-') && slug.length > 'menu-'.length) return `menu:${slug.slice('menu-'.length)}`;
  return (FIXED_DROPDOWN_TYPES as readonly string[]).includes(slug) ? (slug as DropdownType) : undefined;
}
