/**
 * robots.txt: the sitemap index, and the paths crawlers are kept out of in both locales. A preview
 * deployment shows drafts, so it keeps every crawler out of everything.
 */
import { withLocale } from '../../shared/links/locale';
import { PRIVATE_PATHS } from './public-pages';

export function robotsTxt(options: { baseUrl: string; preview: boolean }): string {
  if (options.preview) return ['User-agent: *', 'Disallow: /', ''].join('\n');
  const disallowed = PRIVATE_PATHS.flatMap((path) => [path, withLocale(path, 'ja-JP')]);
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${options.baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
