/**
 * The schema.org TechArticle of topics and KB articles. The html shell serialises it as JSON-LD as
 * is, so everything it needs (breadcrumb trail included) is decided here, where the snapshot is.
 */
import type { Breadcrumb } from '../../../shared/types/content';
import type { TechArticleData } from '../../../shared/types/page';

export interface TechArticleInput {
  headline: string;
  description?: string;
  /** ISO date-time of the last publication. */
  dateModified?: string;
  locale: string;
  /** The page's breadcrumbs (localized urls); a crumb of the page itself is left out of the trail. */
  breadcrumbs: readonly Breadcrumb[];
  /** The page's own localized url, the last step of the trail. */
  url: string;
}

export function techArticleData(input: TechArticleInput): TechArticleData {
  // The page is the trail's last step once: a visible trail that ends at the page names it already.
  const trail = [
    ...input.breadcrumbs
      .filter((crumb) => crumb.url !== input.url)
      .map((crumb) => ({ name: crumb.title, item: crumb.url })),
    {
      name: input.headline,
      item: input.url,
    },
  ];
  const data: TechArticleData = {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: input.headline,
    inLanguage: input.locale,
    breadcrumb: {
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, ...step })),
    },
  };
  if (input.description) data.description = input.description;
  if (input.dateModified) data.dateModified = input.dateModified;
  return data;
}

/** What an article page's view holds for its TechArticle. */
export interface ArticleView {
  title: string;
  metaDescription?: string;
  lastPublished?: string;
  breadcrumbs: readonly Breadcrumb[];
}

/** The TechArticle of a topic or KB article page, from its view and its own localized url. */
export function articleData(view: ArticleView, url: string, locale: string): TechArticleData {
  return techArticleData({
    headline: view.title,
    description: view.metaDescription,
    dateModified: view.lastPublished,
    locale,
    breadcrumbs: view.breadcrumbs,
    url,
  });
}
