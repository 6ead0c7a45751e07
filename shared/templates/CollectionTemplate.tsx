import { CardGrid } from '../components/Card';
import { pageLang } from '../components/page-lang';
import type { TemplateProps } from '../registry';
import { DocsPageFrame } from './DocsPageFrame';
import { expectKind } from '../types/pages/by-kind';

export function CollectionTemplate({ entry }: TemplateProps) {
  const page = expectKind(entry, 'collection');
  return (
    <DocsPageFrame page={page}>
      {page.subhead && (
        <p className="hc-page__subhead" lang={pageLang(page, 'subhead')}>
          {page.subhead}
        </p>
      )}
      {page.description && <p lang={pageLang(page, 'description')}>{page.description}</p>}
      <CardGrid cards={page.cards} headingLevel={2} />
    </DocsPageFrame>
  );
}
