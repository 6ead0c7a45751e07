/**
 * Entries and assets as the content snapshot holds them: one locale, links resolved.
 * Field values are whatever the content type declares (see content/model/content-types.ts);
 * the loader has validated them, so the typed getters in shared/types/fields.ts can trust the shapes.
 */
import type { Document } from '@contentful/rich-text-types';

export type Locale = 'en-US' | 'ja-JP';
export const DEFAULT_LOCALE: Locale = 'en-US';
export const LOCALES: readonly Locale[] = ['en-US', 'ja-JP'];

/** The html `lang` of a locale's text. */
export type HtmlLang = 'en' | 'ja';

export function htmlLang(locale: Locale): HtmlLang {
  return locale === 'ja-JP' ? 'ja' : 'en';
}

/**
 * Marks a text a page shows in another language than its own: an entry field without a value in
 * the page's locale shows the default locale's (English on a Japanese page, WCAG 2.1 SC 3.1.2), and
 * its element gets this `lang`. Absent, the text is in the page's language. A tuple marks only the
 * part [start, end) of the text: an untranslated title filled into a message of the page's language
 * ('{title} ナレッジ ベース'). Set only where it applies, so English pages carry none.
 */
export type TextLang = HtmlLang | readonly [lang: HtmlLang, start: number, end: number];

export interface AssetFile {
  url: string;
  contentType: string;
  fileName: string;
  size?: number;
  width?: number;
  height?: number;
}

export interface Asset {
  kind: 'Asset';
  id: string;
  title: string;
  description: string;
  file: AssetFile;
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export type FieldValue = Document | Entry | Asset | readonly Entry[] | readonly Asset[] | readonly string[] | JsonValue;

export interface Entry {
  kind: 'Entry';
  id: string;
  contentType: string;
  locale: Locale;
  createdAt: string;
  updatedAt: string;
  /** First publication, ISO 8601; absent for drafts. */
  firstPublishedAt?: string;
  /** Latest publication, ISO 8601; absent for drafts. */
  publishedAt?: string;
  /**
   * Field values for this locale after fallback to the default locale. Link fields hold the
   * resolved Entry or Asset; a dangling link is dropped (and logged) so a page never sees it.
   * Rich-text documents keep their link nodes; resolve them through the snapshot by id.
   */
  fields: Readonly<Record<string, FieldValue | undefined>>;
}

export interface PageTreeNode {
  id: string;
  title: string;
  slug: string;
  url: string;
  description?: string;
  contentType: string;
  childList: PageTreeNode[];
  /** The title's language where it is not the tree's locale's (see TextLang). */
  lang?: HtmlLang;
}

/**
 * A node of the page tree a page shows: the current page's branch (docs/adr/036-page-tree-branches.md).
 * `lazy` marks a node whose children are not in the branch; they load from the product's tree file.
 */
export interface PageTreeItem {
  id: string;
  title: string;
  url: string;
  childList: PageTreeItem[];
  lazy?: true;
  /** The title's language where it is not the page's (see TextLang); the tree's link carries it as `lang`. */
  lang?: HtmlLang;
}

export interface Breadcrumb {
  id: string;
  title: string;
  url: string;
  /** The title's language where it is not the page's, or that of the part of it that is not (see TextLang). */
  lang?: TextLang;
}
