/**
 * Markdown twins of documentation and KB pages (docs/routing.md, "Markdown twins"): the page's view
 * model as html (its rendered body, or its cards and sections as lists of links) converted by
 * turndown with the GitHub Flavored Markdown plugin, under YAML front matter. Links and images are
 * made absolute so the text stands on its own outside the site.
 */
import { withoutHeadingAnchors } from '../../shared/richtext/heading-anchors';
import TurndownService from 'turndown';
import { gfm } from 'turndown-plugin-gfm';
import type { LinkView, PageBase, RenderedBody } from '../../shared/types/page';
import type { CardView } from '../../shared/types/pages/common';
import type { PageViewByKind } from '../../shared/types/pages/by-kind';
import { escapeHtml } from '../../shared/richtext/escape';

/** GitHub alert types for the callout tones of shared/richtext/embedded.ts. */
const ALERTS: Readonly<Record<string, string>> = {
  discovery: 'IMPORTANT',
  information: 'NOTE',
  success: 'TIP',
  warning: 'WARNING',
};

function classesOf(node: TurndownService.Node): string[] {
  return (node as HTMLElement).getAttribute?.('class')?.split(/\s+/) ?? [];
}

/** The converter, and the page url fragment links resolve against (set around each conversion). */
function createConverter(baseUrl: string): { service: TurndownService; setPageUrl: (url: string) => void } {
  let pageUrl = `${baseUrl}/`;
  const service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '_',
  });
  service.use(gfm);
  // The gfm table rule writes cell text as it is; a pipe in a cell would end the cell.
  const escape = service.escape.bind(service);
  // A '<' in text would open raw html in a Markdown renderer; a backslash keeps it a character.
  service.escape = (text: string) => escape(text).replace(/[|<]/g, (character) => `\\${character}`);
  const absolute = (url: string) => {
    if (url.startsWith('#')) return `${pageUrl}${url}`;
    return url.startsWith('/') && !url.startsWith('//') ? `${baseUrl}${url}` : url;
  };

  // Screen-reader-only and hidden text (a table region's name), controls and icons have no place in a text document.
  service.remove((node) => {
    const classes = classesOf(node);
    return (
      node.nodeName === 'BUTTON' ||
      node.nodeName === 'svg' ||
      node.nodeName === 'SVG' ||
      classes.includes('visually-hidden') ||
      node.hasAttribute('hidden') ||
      classes.includes('callout__icon') ||
      classes.includes('code-block__header')
    );
  });
  service.addRule('absoluteLinks', {
    filter: (node) => node.nodeName === 'A' && Boolean(node.getAttribute('href')),
    replacement: (content, node) => {
      const href = absolute(node.getAttribute('href')!);
      const text = content.trim();
      return text === '' ? '' : `[${text}](${href.replace(/[()\s]/g, encodeURIComponent)})`;
    },
  });
  service.addRule('absoluteImages', {
    filter: 'img',
    replacement: (_content, node) => {
      const element = node;
      const src = element.getAttribute('src');
      if (!src) return '';
      const alt = service.escape(element.getAttribute('alt') ?? '');
      return `![${alt.replace(/\n+/g, ' ')}](${absolute(src).replace(/[()\s]/g, encodeURIComponent)})`;
    },
  });
  service.addRule('callouts', {
    filter: (node) => node.nodeName === 'DIV' && classesOf(node).includes('callout'),
    replacement: (content, node) => {
      const tone = classesOf(node)
        .find((name) => name.startsWith('callout--'))
        ?.slice('callout--'.length);
      const quoted = content
        .trim()
        .split('\n')
        .map((line) => (line === '' ? '>' : `> ${line}`))
        .join('\n');
      return `\n\n> [!${ALERTS[tone ?? ''] ?? 'NOTE'}]\n${quoted}\n\n`;
    },
  });
  service.addRule('calloutTitles', {
    filter: (node) => node.nodeName === 'P' && classesOf(node).includes('callout__title'),
    replacement: (content) => (content.trim() === '' ? '' : `\n\n**${content.trim()}**\n\n`),
  });
  service.addRule('videos', {
    filter: (node) => node.nodeName === 'BUTTON' && classesOf(node).includes('video__poster'),
    replacement: (_content, node) => {
      const element = node;
      const url = element.getAttribute('data-embed-url');
      const title = service.escape(element.getAttribute('data-video-title') ?? 'Video');
      return url ? `[▶ ${title}](${url})` : '';
    },
  });
  // Headings carry a permalink anchor in the html; the heading text is enough here.
  service.addRule('headingAnchors', {
    filter: (node) => node.nodeName === 'A' && classesOf(node).some((name) => name.includes('anchor')),
    replacement: () => '',
  });
  return {
    service,
    setPageUrl: (url) => {
      pageUrl = url;
    },
  };
}

export interface MarkdownFrontMatter {
  title: string;
  product?: string;
  deployment?: string;
  version?: string;
  url: string;
  lastUpdated?: string;
}

/** YAML front matter; every value a JSON string, which YAML reads as a double-quoted scalar. */
function frontMatter(fields: MarkdownFrontMatter): string {
  const lines = [
    ['title', fields.title],
    ['product', fields.product],
    ['deployment', fields.deployment],
    ['version', fields.version],
    ['url', fields.url],
    ['last_updated', fields.lastUpdated],
  ]
    .filter((pair): pair is [string, string] => pair[1] !== undefined && pair[1] !== '')
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return ['---', ...lines, '---'].join('\n');
}

function linkList(items: readonly (LinkView | CardView)[]): string {
  if (items.length === 0) return '';
  const li = items.map((item) => {
    const label = 'label' in item ? item.label : item.title;
    const description = item.description ? ` ${escapeHtml(item.description)}` : '';
    return `<li><a href="${escapeHtml(item.url)}">${escapeHtml(label)}</a>${description ? ':' + description : ''}</li>`;
  });
  return `<ul>${li.join('')}</ul>`;
}

function bodyHtml(body: RenderedBody | undefined): string {
  // The heading anchors are page controls, not content.
  return withoutHeadingAnchors(body?.html ?? '');
}

function paragraph(text: unknown): string {
  return typeof text === 'string' && text.trim() !== '' ? `<p>${escapeHtml(text)}</p>` : '';
}

type MarkdownKind = 'documentedProduct' | 'collection' | 'topicSet' | 'topic' | 'pageKbHome' | 'pageKbArticle';

/** The main content of each page kind with a twin, as html before conversion. */
const CONTENT_HTML: { [K in MarkdownKind]: (view: PageViewByKind[K]) => string } = {
  topic: (view) => bodyHtml(view.body),
  pageKbArticle: (view) => bodyHtml(view.body) + linkList(view.children),
  topicSet: (view) => paragraph(view.description) + bodyHtml(view.overview) + linkList(view.cards),
  collection: (view) => paragraph(view.subhead) + paragraph(view.description) + linkList(view.cards),
  documentedProduct: (view) =>
    paragraph(view.tagline) +
    linkList(view.guides) +
    view.documentation
      .map(
        (section) =>
          `<h2><a href="${escapeHtml(section.url)}">${escapeHtml(section.title)}</a></h2>` +
          paragraph(section.description) +
          linkList(section.children),
      )
      .join(''),
  pageKbHome: (view) => paragraph(view.heading) + linkList(view.moreWaysToGetHelp),
};

/** Page kinds with a Markdown twin. */
export const MARKDOWN_KINDS: ReadonlySet<string> = new Set(Object.keys(CONTENT_HTML));

function isMarkdownKind(kind: string): kind is MarkdownKind {
  return MARKDOWN_KINDS.has(kind);
}

/** The main content of a page view as html, before conversion ('' for a kind without a twin). */
export function pageContentHtml(entry: PageBase): string {
  if (!isMarkdownKind(entry.kind)) return '';
  const render = CONTENT_HTML[entry.kind] as (view: PageBase) => string;
  return render(entry);
}

export interface MarkdownRenderer {
  /** The Markdown document of a page view. */
  page(entry: PageBase, meta: Omit<MarkdownFrontMatter, 'title'>): string;
  /** Escapes text for use in Markdown (a title in a link, a heading). */
  escape: (text: string) => string;
}

/** One converter per base url; turndown services are reusable across documents. */
export function createMarkdownRenderer(baseUrl: string): MarkdownRenderer {
  const { service, setPageUrl } = createConverter(baseUrl);
  // Titles are one line of text: control characters dropped, runs of white space made one space.
  const escape = (text: string) =>
    service.escape(
      text
        .replace(/\p{Cc}/gu, (character) => (/\s/.test(character) ? ' ' : ''))
        .replace(/\s+/g, ' ')
        .trim(),
    );
  return {
    escape,
    page(entry, meta) {
      // Turndown is synchronous, so the page url holds for exactly this conversion.
      setPageUrl(meta.url);
      const body = service.turndown(pageContentHtml(entry)).trim();
      return `${frontMatter({ title: entry.title, ...meta })}\n\n# ${escape(entry.title)}\n\n${body}\n`;
    },
  };
}
