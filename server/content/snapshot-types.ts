import type { Asset, Breadcrumb, Entry, Locale, PageTreeItem, PageTreeNode } from '../../shared/types/content';

export type { Breadcrumb, PageTreeNode };

/** A problem found while loading content: the entry (or asset) is skipped or the link dropped. */
export interface ContentProblem {
  entryId: string;
  contentType?: string;
  field?: string;
  message: string;
}

/** One servable page url. `url` is the canonical path without locale prefix, with a trailing slash. */
export interface RouteRecord {
  url: string;
  entryId: string;
  contentType: string;
  /** Data Center version number when the url is version specific. */
  version?: string;
}

/**
 * All published content in memory. Immutable: a new snapshot is built beside the old one and
 * swapped in whole, and `version` (a content hash) keys every derived cache.
 */
export interface ContentSnapshot {
  readonly version: string;
  readonly builtAt: string;
  readonly locales: readonly Locale[];
  readonly problems: readonly ContentProblem[];
  /** The locale of `entry()` and friends when none is given (the export's default, en-US). */
  readonly defaultLocale: Locale;
  /** True when drafts are included (built with `{ preview: true }`). */
  readonly preview: boolean;
  entry(id: string, locale?: Locale): Entry | undefined;
  asset(id: string, locale?: Locale): Asset | undefined;
  entriesOfType(contentType: string, locale?: Locale): readonly Entry[];
  /** Every servable page url (default locale; every one is also served under /ja with fallback). */
  routes(): readonly RouteRecord[];
  /** The route for a canonical path (no locale prefix, trailing slash). */
  route(url: string): RouteRecord | undefined;
  /** Canonical url of a page entry, for a version when it has several. */
  urlOf(entryId: string, version?: string): string | undefined;
  /** Docs page tree of the context the entry belongs to (three levels), titles in the locale. */
  pageTree(entryId: string, locale?: Locale, version?: string): PageTreeNode[];
  /**
   * What a page's sidebar carries: the entry's branch of its docs tree, and the url of the tree's
   * immutable file from which deeper levels load on expand (docs/adr/036-page-tree-branches.md).
   */
  pageTreeBranch(entryId: string, locale?: Locale, version?: string): { nodes: PageTreeItem[]; file?: string };
  /** The tree file a url from `pageTreeBranch` names, while this snapshot has it. */
  pageTreeFile(url: string): PageTreeFile | undefined;
  breadcrumbs(entryId: string, locale?: Locale, version?: string): Breadcrumb[];
  /**
   * Data Center version numbers a page is routed in (empty for unversioned pages), in the order of
   * its product's productVersions; for the deployment and version switch.
   */
  versionsOf(entryId: string): readonly string[];
  /** The version `urlOf`, `pageTree` and `breadcrumbs` use when none is given: the product's current one. */
  defaultVersion(entryId: string): string | undefined;
  /** Locales an entry has its own (not fallback) title in; used for hreflang and the ja sitemap. */
  translatedLocales(entryId: string): readonly Locale[];
  /**
   * Whether an entry's field shows the default locale's value in `locale`: a field not localized, or
   * without a value of its own there (English text on a Japanese page, which the page marks
   * `lang="en"`). False in the default locale and for a field the entry has no value in.
   */
  fallsBack(entryId: string, field: string, locale: Locale): boolean;
}

/** A product's whole page tree as json, served immutable at `url` (its name ends in the json's hash). */
export interface PageTreeFile {
  url: string;
  json: string;
}
