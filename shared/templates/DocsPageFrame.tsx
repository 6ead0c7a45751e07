import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { ContextHeader, ContextNotices } from '../components/ContextHeader';
import { pageLang } from '../components/page-lang';
import { PageLayout } from '../components/PageLayout';
import { IntentPageTree } from '../components/parts.intent';
import { SkipNavigation } from '../components/SkipNavigation';
import { StaticUntranslatedNotice } from '../components/regions.static';
import { ownTextFallsBack } from '../components/untranslated';
import { selectPageTree, selectPageTreeFile } from '../state/page';
import type { PageBase } from '../types/page';
import type { ContextPageFields } from '../types/pages/common';

/**
 * The frame of a documentation page that lists other pages (docs home, collection, topic set): the
 * page tree beside the context header and the title, with the page's own content below them. When
 * that content falls back to English on a Japanese page (its own texts, or `untranslated` for a body
 * the frame does not see), the notice that says so comes right after the title (docs/adr/047), which
 * it may explain; the page's own notices follow (docs/adr/055).
 */
export function DocsPageFrame({
  page,
  untranslated = false,
  children,
}: {
  page: PageBase & ContextPageFields;
  untranslated?: boolean;
  children: ReactNode;
}) {
  const pageTree = useSelector(selectPageTree);
  const pageTreeFile = useSelector(selectPageTreeFile);
  return (
    <PageLayout entry={page} variant="documentation">
      <div className="hc-page__columns">
        <SkipNavigation>
          <IntentPageTree nodes={pageTree} currentId={page.id} file={pageTreeFile} />
        </SkipNavigation>
        <div className="hc-page__main">
          <ContextHeader page={page} currentId={page.id} />
          <h1 className="hc-page__title" lang={pageLang(page, 'title')}>
            {page.title}
          </h1>
          {(untranslated || ownTextFallsBack(page)) && <StaticUntranslatedNotice />}
          <ContextNotices page={page} />
          {children}
        </div>
      </div>
    </PageLayout>
  );
}
