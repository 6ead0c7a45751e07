import { useSelector } from 'react-redux';
import { ArticleBody } from '../components/ArticleBody';
import { CardGrid } from '../components/Card';
import { ContextHeader } from '../components/ContextHeader';
import { pageLang } from '../components/page-lang';
import { PageLayout } from '../components/PageLayout';
import { IntentPageTree } from '../components/parts.intent';
import type { TemplateProps } from '../registry';
import { selectPageTree, selectPageTreeFile } from '../state/page';
import { expectKind } from '../types/pages/by-kind';

export function TopicSetTemplate({ entry }: TemplateProps) {
  const page = expectKind(entry, 'topicSet');
  const pageTree = useSelector(selectPageTree);
  const pageTreeFile = useSelector(selectPageTreeFile);
  return (
    <PageLayout entry={page} variant="documentation">
      <div className="hc-page__columns">
        <IntentPageTree nodes={pageTree} currentId={page.id} file={pageTreeFile} />
        <div className="hc-page__main">
          <ContextHeader page={page} currentId={page.id} />
          <h1 className="hc-page__title" lang={pageLang(page, 'title')}>
            {page.title}
          </h1>
          {page.description && <p lang={pageLang(page, 'description')}>{page.description}</p>}
          {page.overview && <ArticleBody body={page.overview} />}
          <CardGrid cards={page.cards} headingLevel={2} />
        </div>
      </div>
    </PageLayout>
  );
}
