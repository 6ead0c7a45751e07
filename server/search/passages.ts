/**
 * Passages of a search result for the answer block: its body text split at its headings, each part
 * with the anchor the rendered page gives that heading. Read from the content snapshot on demand, so
 * the index never stores bodies. Also the Data Center versions of each product, collected from the
 * documents while the index is built, for the results page's version filter.
 */
import type { Block, Document, Inline, Text } from '@contentful/rich-text-types';
import { headingSlug, UniqueIds } from '../../shared/richtext/headings';
import type { Entry, FieldValue, Locale } from '../../shared/types/content';
import { versionsNewestFirst } from '../../shared/search/versions';
import type { ContentSnapshot } from '../content/snapshot-types';
import {
  htmlToText,
  richTextToPlain,
  SEARCH_CONTENT_TYPES,
  SOURCE_TYPES,
  type SearchContentType,
  type SearchDocument,
} from './documents';

export interface Passage {
  /** The section heading; null for text before the first heading. */
  heading: string | null;
  /** Id of the heading on the rendered page; null when the passage has none. */
  anchor: string | null;
  text: string;
}

export interface ResultPassages {
  contentAri: string;
  title: string;
  url: string;
  passages: Passage[];
}

interface ParsedAri {
  contentType: SearchContentType;
  entryId: string;
  version: string | undefined;
}

const ARI = /^ari:cloud:help::([A-Za-z]+)\/([\w-]+)(?:\/version\/([\w.-]+))?$/;

export function parseContentAri(contentAri: string): ParsedAri | undefined {
  const match = ARI.exec(contentAri);
  if (!match) return undefined;
  const contentType = match[1] as SearchContentType;
  if (!SEARCH_CONTENT_TYPES.includes(contentType)) return undefined;
  return { contentType, entryId: match[2]!, version: match[3] };
}

const KB_SECTIONS = ['summary', 'diagnosis', 'cause', 'solution'] as const;
const HEADING_TYPES = new Set(['heading-1', 'heading-2', 'heading-3', 'heading-4', 'heading-5', 'heading-6']);
const HTML_HEADING = /<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi;

function str(value: FieldValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

function isDocument(value: FieldValue | undefined): value is Document {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    (value as { nodeType?: unknown }).nodeType === 'document'
  );
}

/** Accumulates sections; anchors follow the page's heading ids (lower-cased, hyphen-joined, unique). */
class SectionWriter {
  readonly passages: Passage[] = [];
  private readonly ids = new UniqueIds();
  private current: Passage = { heading: null, anchor: null, text: '' };

  heading(text: string): void {
    this.flush();
    const heading = text.trim();
    this.current = { heading, anchor: heading ? this.ids.claim(headingSlug(heading)) : null, text: '' };
  }

  text(text: string): void {
    const trimmed = text.trim();
    if (trimmed) this.current.text = this.current.text ? `${this.current.text}\n${trimmed}` : trimmed;
  }

  done(): Passage[] {
    this.flush();
    return this.passages;
  }

  private flush(): void {
    if (this.current.text) this.passages.push(this.current);
  }
}

function richTextPassages(document: Document, snapshot: ContentSnapshot, locale: Locale, writer: SectionWriter) {
  for (const node of document.content) {
    const block: Block | Inline | Text = node;
    const part: Document = { nodeType: 'document' as Document['nodeType'], data: {}, content: [node] };
    if ('nodeType' in block && HEADING_TYPES.has(block.nodeType)) writer.heading(richTextToPlain(part));
    else writer.text(richTextToPlain(part, snapshot, locale));
  }
}

function htmlPassages(html: string, writer: SectionWriter) {
  let last = 0;
  for (const match of html.matchAll(HTML_HEADING)) {
    writer.text(htmlToText(html.slice(last, match.index)));
    writer.heading(htmlToText(match[2] ?? ''));
    last = match.index + match[0].length;
  }
  writer.text(htmlToText(html.slice(last)));
}

/** The body of an entry split at its headings. */
export function entryPassages(
  snapshot: ContentSnapshot,
  contentType: SearchContentType,
  entry: Entry,
  locale: Locale,
): Passage[] {
  const f = entry.fields;
  const writer = new SectionWriter();
  switch (contentType) {
    case 'topic':
      if (isDocument(f.body)) richTextPassages(f.body, snapshot, locale, writer);
      else htmlPassages(str(f.bodyHtml), writer);
      break;
    case 'kbArticle':
      if (isDocument(f.body)) richTextPassages(f.body, snapshot, locale, writer);
      else
        for (const section of KB_SECTIONS) {
          const html = str(f[section]);
          if (!html) continue;
          writer.heading(section.charAt(0).toUpperCase() + section.slice(1));
          htmlPassages(html, writer);
        }
      break;
    case 'topicSet':
      writer.text(str(f.description));
      htmlPassages(str(f.sectionOverview), writer);
      break;
    case 'collection':
      writer.text(str(f.description) || str(f.subhead));
      break;
    case 'documentedProduct':
      writer.text(str(f.tagline));
      break;
    default: {
      const unknownType: never = contentType;
      throw new Error(`Unknown search content type ${String(unknownType)}`);
    }
  }
  return writer.done();
}

/** Passages of one result; undefined for an id the snapshot does not hold. */
export function resultPassages(
  snapshot: ContentSnapshot,
  contentAri: string,
  language: 'en' | 'ja',
): ResultPassages | undefined {
  const parsed = parseContentAri(contentAri);
  if (!parsed) return undefined;
  const locale: Locale = language === 'ja' ? 'ja-JP' : 'en-US';
  const entry = snapshot.entry(parsed.entryId, locale);
  if (!entry || entry.contentType !== SOURCE_TYPES[parsed.contentType]) return undefined;
  const url = snapshot.urlOf(parsed.entryId, parsed.version);
  if (url === undefined) return undefined;
  const f = entry.fields;
  const title = str(f.topicTitle) || str(f.title) || str(f.shortTitle);
  return {
    contentAri,
    title,
    url: language === 'ja' ? `/ja${url}` : url,
    passages: entryPassages(snapshot, parsed.contentType, entry, locale),
  };
}

/** Data Center versions per product key, newest first, from the indexed documents. */
export function productVersions(documents: Iterable<SearchDocument>): Map<string, string[]> {
  const sets = new Map<string, Set<string>>();
  for (const document of documents) {
    for (const product of document.products) {
      if (product.platform !== 'data_center' || product.versions.length === 0) continue;
      let set = sets.get(product.key);
      if (!set) sets.set(product.key, (set = new Set()));
      for (const version of product.versions) set.add(version);
    }
  }
  return new Map([...sets].map(([key, set]) => [key, versionsNewestFirst(set)]));
}
