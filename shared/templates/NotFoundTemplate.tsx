import { FilledText } from '../components/Lang';
import { PageLayout } from '../components/PageLayout';
import { SearchBox } from '../components/SearchBox';
import { useMessages } from '../i18n/messages';
import type { TemplateProps } from '../registry';
import { expectKind } from '../types/pages/by-kind';
import './templates.css';

/**
 * The not-found page: the way back to the deepest page above the missing address when there is one,
 * the support home, and a search box holding the words of the address, so a visitor who followed an
 * old link is one key away from the page it was meant for.
 */
export function NotFoundTemplate({ entry }: TemplateProps) {
  const page = expectKind(entry, 'notFound');
  const messages = useMessages();
  const labels = messages.page;
  const { nearest } = page;
  return (
    <PageLayout entry={page}>
      <h1 className="hc-page__title">{page.title}</h1>
      {page.message && <p>{page.message}</p>}
      <p>{labels.notFoundSuggestion}</p>
      <ul className="hc-not-found__links">
        {nearest && (
          <li>
            <a href={nearest.url}>
              <FilledText message={nearest.message} name="title" text={nearest.title} lang={nearest.lang} />
            </a>
          </li>
        )}
        <li>
          <a href={page.homeUrl}>{labels.supportHome}</a>
        </li>
      </ul>
      {/* The header box's hint: both search the whole help centre. */}
      <SearchBox placeholder={messages.search.headerSearchPlaceholder} defaultValue={page.searchTerm} />
    </PageLayout>
  );
}
