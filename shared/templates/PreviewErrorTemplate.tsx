import { PageLayout } from '../components/PageLayout';
import { messagesFor } from '../i18n/messages';
import type { TemplateProps } from '../registry';
import { expectKind } from '../types/pages/by-kind';

export function PreviewErrorTemplate({ entry }: TemplateProps) {
  const page = expectKind(entry, 'previewError');
  return (
    <PageLayout entry={page}>
      <h1 className="hc-page__title">{page.title}</h1>
      <p role="alert">{page.message}</p>
      {page.signInUrl ? (
        <p>
          <a className="hc-button" href={page.signInUrl}>
            {messagesFor(page.locale).page.previewSignIn}
          </a>
        </p>
      ) : null}
    </PageLayout>
  );
}
