import type { PageBase } from '../types/page';
import type { LandingPageFields } from '../types/pages/content-pages';
import { CardGrid } from './Card';
import { ContextHeader } from './ContextHeader';
import { pageLang } from './page-lang';
import { PageContact } from './PageContact';
import { PageLayout } from './PageLayout';
import { StaticUntranslatedNotice } from './regions.static';
import { ownTextFallsBack } from './untranslated';

/**
 * Product landing pages and app or theme resources pages: title, context header, cards, contact. The
 * notice that the page is not translated comes after the title when its texts or its resource cards
 * fall back to English (docs/adr/047).
 */
export function LandingContent({ page }: { page: PageBase & LandingPageFields }) {
  return (
    <PageLayout entry={page}>
      <ContextHeader page={page} currentId={page.id} />
      <h1 className="hc-page__title" lang={pageLang(page, 'title')}>
        {page.title}
      </h1>
      {(ownTextFallsBack(page) || page.cardsUntranslated === true) && <StaticUntranslatedNotice />}
      {page.description && <p lang={pageLang(page, 'description')}>{page.description}</p>}
      <CardGrid cards={page.cards} headingLevel={2} />
      {page.showContactSection && <PageContact urls={page.supportFormUrls} locale={page.locale} />}
    </PageLayout>
  );
}
