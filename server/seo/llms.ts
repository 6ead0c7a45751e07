/**
 * llms.txt (https://llmstxt.org): an index of the documentation for language models, with links to
 * the Markdown twins. `/llms.txt` is the site's index: an H1 with the site name, a blockquote
 * summary and one H2 section per product (or app or theme) listing its documentation and KB pages
 * with a one-line description. `/llms-full.txt` is every twin of the site in one file, and
 * `/{context slug}/llms-full.txt` every twin of one product. `/ja/…` are the Japanese ones.
 */
import { serverMessage } from '../../shared/i18n/server-messages';
import type { Entry, Locale } from '../../shared/types/content';
import { stringField } from '../content/entry-fields';
import { textField, titleOf } from '../content/resolvers/fields';
import { contextOf } from '../content/routes';
import type { ContentSnapshot } from '../content/snapshot-types';
import { MARKDOWN_KINDS } from './markdown';
import { markdownUrl, type TwinSource } from './markdown-twins';
import { publicPages, type PublicPage } from './public-pages';
import { siteName } from './site';

export interface ProductSection {
  /** The context's slug, the first segment of its urls. */
  slug: string;
  title: string;
  pages: (PublicPage & { description?: string })[];
}

/** The title of a context's section: its resources page's title ('Jira Software Cloud'), else its name. */
function sectionTitle(snapshot: ContentSnapshot, context: Entry, locale: Locale): string {
  if (context.contentType === 'product') {
    const landing = snapshot
      .entriesOfType('productLandingPage', locale)
      .find((page) => (page.fields.product as Entry | undefined)?.id === context.id);
    if (landing) return titleOf(landing);
  }
  const own = snapshot.entry(context.id, locale);
  const name = own ? titleOf(own) : titleOf(context);
  const deployment = stringField(context, 'deployment');
  return deployment && !name.includes(deployment) ? `${name} ${deployment}` : name;
}

function oneLine(entry: Entry | undefined): string | undefined {
  if (!entry) return undefined;
  const text = ['metaDescription', 'description', 'tagline', 'subhead']
    .map((field) => textField(entry, field))
    .find((value) => value !== undefined && value.trim() !== '');
  return text?.replace(/\s+/g, ' ').trim();
}

/**
 * The documentation and KB pages of a locale by product, in route order. A versioned page is listed
 * in its product's current version only: the other versions are the same page.
 */
export function productSections(snapshot: ContentSnapshot, locale: Locale): ProductSection[] {
  const sections = new Map<string, ProductSection>();
  for (const page of publicPages(snapshot, locale)) {
    if (page.entryId === undefined || !MARKDOWN_KINDS.has(page.contentType)) continue;
    if (page.version !== undefined && page.version !== snapshot.defaultVersion(page.entryId)) continue;
    const entry = snapshot.entry(page.entryId);
    const context = entry && contextOf(entry);
    const slug = stringField(context, 'slug');
    if (!context || !slug) continue;
    let section = sections.get(slug);
    if (!section) {
      section = { slug, title: sectionTitle(snapshot, context, locale), pages: [] };
      sections.set(slug, section);
    }
    section.pages.push({ ...page, description: oneLine(snapshot.entry(page.entryId, locale)) });
  }
  return [...sections.values()];
}

export interface LlmsOptions {
  baseUrl: string;
  /** Escapes text for Markdown (markdown.ts). */
  escape: (text: string) => string;
}

export function llmsTxt(snapshot: ContentSnapshot, locale: Locale, options: LlmsOptions): string {
  const { baseUrl, escape } = options;
  const site = siteName(snapshot, locale);
  const lines = [`# ${escape(site)}`, '', `> ${escape(serverMessage(locale, 'llmsSummary', { site }))}`, ''];
  for (const section of productSections(snapshot, locale)) {
    lines.push(`## ${escape(section.title)}`, '');
    for (const page of section.pages) {
      const link = `[${escape(page.title)}](${baseUrl}${markdownUrl(page.url, locale)})`;
      lines.push(`- ${link}${page.description ? `: ${escape(page.description)}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * Every twin of the site, or of one product (by its slug), one after the other; undefined for a
 * slug that is no product's.
 */
export function llmsFullTxt(
  snapshot: ContentSnapshot,
  locale: Locale,
  twins: TwinSource,
  options: LlmsOptions & { slug?: string },
): string | undefined {
  const sections = productSections(snapshot, locale).filter(
    (section) => options.slug === undefined || section.slug === options.slug,
  );
  if (options.slug !== undefined && sections.length === 0) return undefined;
  const site = siteName(snapshot, locale);
  const heading = options.slug === undefined ? site : `${sections[0]!.title} (${site})`;
  const parts = [`# ${options.escape(heading)}`, ''];
  for (const section of sections) {
    for (const page of section.pages) {
      const twin = twins(snapshot, page.url, locale);
      if (twin) parts.push(twin.body.toString('utf8'));
    }
  }
  return parts.join('\n');
}
