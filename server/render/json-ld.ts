/**
 * Structured data for search engines (schema.org JSON-LD): the organisation and web site on every
 * page (the site in the page's language: a Japanese page's home and search are the /ja ones), then
 * the page's own TechArticle (topics and KB articles, built by the resolver with its breadcrumb
 * trail) or else a BreadcrumbList when the page has breadcrumbs. Either trail names each address
 * once and ends at the page.
 */
import type { PageBase } from '../../shared/types/page';
import { withLocale } from '../../shared/links/locale';
import type { Breadcrumb } from '../../shared/types/content';
import { serverMessagesFor } from '../../shared/i18n/server-messages';

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
      // 'Atlassian Support', 'アトラシアン サポート': the site's name in the page's language, as its title says it.
      name: `${organizationName} ${serverMessagesFor(entry.locale).account.support}`,
      url: `${baseUrl}${withLocale('/', entry.locale)}`,
      inLanguage: entry.locale === 'ja-JP' ? 'ja' : 'en',
      potentialAction: {
        '@type': 'SearchAction',
        target: `${baseUrl}${withLocale('/search-results/', entry.locale)}?searchTerm={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  ];
  const article = entry.structuredData;
  if (article) {
    // Topics and KB articles: the resolver's TechArticle carries the breadcrumb trail with site paths.
    blocks.push({
      ...article,
      url: pageUrl,
      mainEntityOfPage: pageUrl,
      publisher: { '@type': 'Organization', name: organizationName },
      breadcrumb: {
        ...article.breadcrumb,
        itemListElement: article.breadcrumb.itemListElement.map((step) => ({
          ...step,
          item: absolute(baseUrl, step.item),
        })),
      },
    });
    return blocks;
  }
  const crumbs = breadcrumbsOf(entry);
  if (crumbs.length > 0) {
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      // Ending at the page, once (a crumb of the page's own address is left out), at its localized url.
      itemListElement: [
        ...crumbs
          .map((crumb) => ({ name: crumb.title, item: absolute(baseUrl, crumb.url) }))
          .filter((step) => step.item !== pageUrl),
        { name: entry.title, item: pageUrl },
      ].map((step, index) => ({ '@type': 'ListItem', position: index + 1, ...step })),
    });
  }
  return blocks;
}
