/**
 * The static regions every template may show (docs/adr/044-static-regions.md): components whose
 * markup depends only on the page data the server rendered them from, never on the store, the
 * browser or a control. The browser keeps their server markup; none of this code is in its bundle.
 */
import { staticRegion } from '../static/static-region';
import { Breadcrumbs } from './Breadcrumbs';
import { CardGrid } from './Card';
import { Notice, PlatformNotice } from './Notice';
import { PageStart } from './PageStart';
import { ReaderTools } from './ReaderTools';
import { SiteFooter } from './chrome/SiteFooter';

export const StaticBreadcrumbs = staticRegion('breadcrumbs', Breadcrumbs);
export const StaticCardGrid = staticRegion('card-grid', CardGrid);
export const StaticNotice = staticRegion('notice', Notice);
/** The skip link and, in preview mode, the preview banner: before the header on every page. */
export const StaticPageStart = staticRegion('page-start', PageStart);
export const StaticPlatformNotice = staticRegion('platform-notice', PlatformNotice);
/** Server markup only: client/reader-tools.ts handles its controls by delegation from the document. */
export const StaticReaderTools = staticRegion('reader-tools', ReaderTools);
export const StaticSiteFooter = staticRegion('site-footer', SiteFooter);
