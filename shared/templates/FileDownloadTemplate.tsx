import { ExternalApp } from '../components/ExternalApp';
import { PageLayout } from '../components/PageLayout';
import type { TemplateProps } from '../registry';
import { expectKind } from '../types/pages/by-kind';

export function FileDownloadTemplate({ entry }: TemplateProps) {
  const page = expectKind(entry, 'fileDownload');
  return (
    <PageLayout entry={page}>
      <h1 className="hc-page__title">{page.title}</h1>
      <p>{page.intro}</p>
      <ExternalApp
        manifestUrl={page.manifestUrl}
        mountId={page.mountId}
        formName={page.formName}
        height={page.height}
      />
    </PageLayout>
  );
}
