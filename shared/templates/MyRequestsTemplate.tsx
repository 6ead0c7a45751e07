import { useSelector } from 'react-redux';
import { loginUrl } from '../components/chrome/chrome-links';
import { PageLayout } from '../components/PageLayout';
import { useMessages, usePartMessages } from '../i18n/messages';
import { requests } from '../i18n/messages/en-US-requests';
import type { TemplateProps } from '../registry';
import { selectUser } from '../state/auth';
import { expectKind } from '../types/pages/by-kind';
import { RequestsView } from './RequestsViews';
import './templates.css';

/** The requests shell: tabs, and a sign-in prompt until the browser knows the visitor. */
export function MyRequestsTemplate({ entry }: TemplateProps) {
  const page = expectKind(entry, 'myRequests');
  const labels = { ...useMessages().page, ...usePartMessages('requests', requests) };
  const user = useSelector(selectUser);
  return (
    <PageLayout entry={page}>
      <h1 className="hc-page__title">{page.title}</h1>
      <nav aria-label={page.title}>
        <ul className="hc-tabs">
          <li>
            <a
              className="hc-tabs__tab"
              href={page.requestsUrl}
              aria-current={page.tab === 'requests' ? 'page' : undefined}
            >
              {labels.requestsTab}
            </a>
          </li>
          <li>
            <a
              className="hc-tabs__tab"
              href={page.namedContactsUrl}
              aria-current={page.tab === 'namedContacts' ? 'page' : undefined}
            >
              {labels.namedContactsTab}
            </a>
          </li>
        </ul>
      </nav>
      {page.requests ? (
        <RequestsView data={page.requests} heading={page.title} />
      ) : user.isAuthenticated ? (
        <div id="hc-requests-app">
          <p>{labels.requestsSignedIn}</p>
        </div>
      ) : (
        <section>
          <p>{labels.signInPrompt}</p>
          <a
            className="hc-button"
            href={loginUrl(page.tab === 'requests' ? page.requestsUrl : page.namedContactsUrl, page.locale)}
          >
            {labels.signIn}
          </a>
        </section>
      )}
    </PageLayout>
  );
}
