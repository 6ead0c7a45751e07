/**
 * The static regions every template may show (docs/adr/044-static-regions.md): components whose
 * markup depends only on the page data the server rendered them from, never on the store, the
 * browser or a control. The browser keeps their server markup; none of this code is in its bundle.
 */
import { useServerMessages } from '../i18n/server-messages';
import { staticRegion } from '../static/static-region';
import { Breadcrumbs } from './Breadcrumbs';
import { CardGrid } from './Card';
import { Notice, PlatformNotice } from './Notice';
import { PageStart } from './PageStart';
import { ReaderTools } from './ReaderTools';
import { SiteFooter } from './chrome/SiteFooter';

/**
 * Says, in the page's language, that the page is not translated. A template shows it when the page's
 * own content is in another language than the page: an article's body (`RenderedBody.lang`) just
 * above it, a listing page's texts or resource cards (./untranslated.ts) after the title
 * (docs/adr/047), never otherwise.
 */
function UntranslatedNotice() {
  const labels = useServerMessages().page;
  return <p className="hc-notice hc-notice--information hc-untranslated-notice">{labels.untranslatedBody}</p>;
}

export const StaticBreadcrumbs = staticRegion('breadcrumbs', Breadcrumbs);
export const StaticCardGrid = staticRegion('card-grid', CardGrid);
export const StaticNotice = staticRegion('notice', Notice);
/** The skip link and, in preview mode, the preview banner: before the header on every page. */
export const StaticPageStart = staticRegion('page-start', PageStart);
export const StaticPlatformNotice = staticRegion('platform-notice', PlatformNotice);
/** Server markup only: client/reader-tools.ts handles its controls by delegation from the document. */
export const StaticReaderTools = staticRegion('reader-tools', ReaderTools);
export const StaticSiteFooter = staticRegion('site-footer', SiteFooter);
export const StaticUntranslatedNotice = staticRegion('untranslated-notice', UntranslatedNotice);
