import { ArticleBody } from '../components/ArticleBody';
import { CardGrid } from '../components/Card';
import { pageLang } from '../components/page-lang';
import type { TemplateProps } from '../registry';
import { DocsPageFrame } from './DocsPageFrame';
import { expectKind } from '../types/pages/by-kind';

export function TopicSetTemplate({ entry }: TemplateProps) {
  const page = expectKind(entry, 'topicSet');
  return (
    <DocsPageFrame page={page} untranslated={page.overview?.lang !== undefined}>
      {page.description && <p lang={pageLang(page, 'description')}>{page.description}</p>}
      {page.overview && <ArticleBody body={page.overview} />}
      <CardGrid cards={page.cards} headingLevel={2} />
    </DocsPageFrame>
  );
}
