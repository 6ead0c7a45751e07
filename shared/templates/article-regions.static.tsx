/**
 * The static regions of the article templates, topic and KB article (docs/adr/044-static-regions.md):
 * 'On this page', links to the body's headings. The browser keeps the server's markup and loads none
 * of this code; client/table-of-contents.ts marks the section in view on that markup.
 */
import { TableOfContents } from '../richtext/TableOfContents';
import { staticRegion } from '../static/static-region';

export const StaticTableOfContents = staticRegion('table-of-contents', TableOfContents);
