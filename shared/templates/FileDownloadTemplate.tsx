import { StaticNoscriptSupportForm } from '../components/contact-regions.static';
import { ExternalApp } from '../components/ExternalApp';
import { FormPage } from '../components/FormPage';
import type { TemplateProps } from '../registry';
import { expectKind } from '../types/pages/by-kind';

/**
 * The file-download page: its form app, and for visitors without JavaScript the same form as plain
 * html, with its problems or confirmation after a post (server/routes/contact-form.ts).
 */
export function FileDownloadTemplate({ entry }: TemplateProps) {
  const page = expectKind(entry, 'fileDownload');
  const problems = page.submission?.step === 'problems' ? page.submission : undefined;
  return (
    <FormPage page={page}>
      <h1 className="hc-page__title">{page.heading}</h1>
      <p>{page.intro}</p>
      <ExternalApp
        manifestUrl={page.manifestUrl}
        mountId={page.mountId}
        formName={page.formName}
        height={page.height}
        noscript={
          <StaticNoscriptSupportForm
            kind="fileDownload"
            products={[]}
            values={problems?.values}
            problems={problems?.problems}
          />
        }
      />
    </FormPage>
  );
}
