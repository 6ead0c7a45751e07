/**
 * Structured data for search engines (schema.org JSON-LD): the organisation and web site on every
 * page, a BreadcrumbList when the page has breadcrumbs, and a TechArticle for topics and KB articles.
 */
import type { PageBase } from '../../shared/types/page';
import type { Breadcrumb } from '../../shared/types/content';

type JsonLd = Record<string, unknown>;

function absolute(baseUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${baseUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

function breadcrumbsOf(entry: PageBase): Breadcrumb[] {
  const value = (entry as PageBase & { breadcrumbs?: unknown }).breadcrumbs;
  return Array.isArray(value) ? (value as Breadcrumb[]) : [];
}

export function buildJsonLd(entry: PageBase, baseUrl: string, pageUrl: string): JsonLd[] {
  const organizationName = entry.chrome.footer.copyright || 'Support';
  const logo = entry.chrome.header.logo?.url;
  const blocks: JsonLd[] = [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: organizationName,
      url: `${baseUrl}/`,
      ...(logo ? { logo: absolute(baseUrl, logo) } : {}),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: `${organizationName} Support`,
      url: `${baseUrl}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${baseUrl}/search-results/?searchTerm={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  ];
  const crumbs = breadcrumbsOf(entry);
  if (crumbs.length > 0) {
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [...crumbs, { id: entry.id, title: entry.title, url: entry.url }].map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.title,
        item: absolute(baseUrl, crumb.url),
      })),
    });
  }
  if (entry.kind === 'topic' || entry.kind === 'pageKbArticle') {
    const updatedOn = (entry as PageBase & { updatedOn?: unknown }).updatedOn;
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      headline: entry.title,
      ...(entry.metaDescription ? { description: entry.metaDescription } : {}),
      inLanguage: entry.locale,
      url: pageUrl,
      mainEntityOfPage: pageUrl,
      ...(typeof updatedOn === 'string' ? { dateModified: updatedOn } : {}),
      publisher: { '@type': 'Organization', name: organizationName },
    });
  }
  return blocks;
}
