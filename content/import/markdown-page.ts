/**
 * Markdown pages through markdown-it (CommonMark, with GFM tables and definition lists), rendered
 * to html whose blocks carry their source line, then read like any html page.
 */
import MarkdownIt from 'markdown-it';
import deflist from 'markdown-it-deflist';

import { parsePage, type ParsedPage } from './html-page';

function createRenderer(): MarkdownIt {
  const markdown = new MarkdownIt({ html: true, linkify: false, typographer: false });
  markdown.use(deflist);
  // Every block that opens in the source gets its 1-based line, so problems can name it.
  markdown.core.ruler.push('source_lines', (state) => {
    for (const token of state.tokens) {
      if (token.map && token.nesting === 1) token.attrSet('data-source-line', String(token.map[0] + 1));
    }
  });
  return markdown;
}

const renderer = createRenderer();

export function markdownToHtml(text: string): string {
  return renderer.render(text);
}

export function parseMarkdownPage(file: string, text: string, fallbackTitle: string): ParsedPage {
  return parsePage({ file, html: markdownToHtml(text), markdown: true, fallbackTitle });
}
