import { PageLayout } from '../components/PageLayout';
import { SearchBox } from '../components/SearchBox';
import { useMessages } from '../i18n/messages';
import type { TemplateProps } from '../registry';
import { expectKind } from '../types/pages/by-kind';

export function NotFoundTemplate({ entry }: TemplateProps) {
  const page = expectKind(entry, 'notFound');
  const messages = useMessages();
  const labels = messages.page;
  return (
    <PageLayout entry={page}>
      <h1 className="hc-page__title">{page.title}</h1>
      {page.message && <p>{page.message}</p>}
      <p>{labels.notFoundSuggestion}</p>
      <p>
        <a href={page.homeUrl}>{labels.supportHome}</a>
      </p>
      {/* The header box's hint: both search the whole help centre. */}
      <SearchBox placeholder={messages.search.headerSearchPlaceholder} />
    </PageLayout>
  );
}
