import type { PageBase } from '../types/page';
import type { LandingPageFields } from '../types/pages/content-pages';
import { CardGrid } from './Card';
import { ContextHeader, ContextNotices } from './ContextHeader';
import { pageLang } from './page-lang';
import { PageContact } from './PageContact';
import { PageLayout } from './PageLayout';
import { StaticUntranslatedNotice } from './regions.static';
import { ownTextFallsBack } from './untranslated';

/**
 * Product landing pages and app or theme resources pages: context header, title, the page's notices,
 * cards, contact. The notice that the page is not translated comes right after the title when its
 * texts or its resource cards fall back to English (docs/adr/047), the page's own notices after it
 * (docs/adr/055).
 */
export function LandingContent({ page }: { page: PageBase & LandingPageFields }) {
  return (
    <PageLayout entry={page}>
      <ContextHeader page={page} currentId={page.id} />
      <h1 className="hc-page__title" lang={pageLang(page, 'title')}>
        {page.title}
      </h1>
      {(ownTextFallsBack(page) || page.cardsUntranslated === true) && <StaticUntranslatedNotice />}
      <ContextNotices page={page} />
      {page.description && <p lang={pageLang(page, 'description')}>{page.description}</p>}
      <CardGrid cards={page.cards} headingLevel={2} />
      {page.showContactSection && <PageContact urls={page.supportFormUrls} locale={page.locale} />}
    </PageLayout>
  );
}
