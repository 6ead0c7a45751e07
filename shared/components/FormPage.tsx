import type { ReactNode } from 'react';
import { isFormPage } from '../support/support-form-fields';
import type { PageBase } from '../types/page';
import type { SupportFormSubmission } from '../types/pages/other-pages';
import { StaticSupportFormErrorSummary, StaticSupportRequestSent } from './contact-regions.static';
import { PageLayout } from './PageLayout';

/**
 * The frame of a page whose form also posts without JavaScript (server/routes/contact-form.ts): after a
 * post that filed a request, its confirmation in place of the page; after a post to fix, the page with
 * the error summary first, above the heading. `children` is the page itself.
 */
export function FormPage({
  page,
  children,
}: {
  page: PageBase & { submission?: SupportFormSubmission };
  children: ReactNode;
}) {
  const { submission } = page;
  if (submission?.step === 'sent' && isFormPage(page.kind)) {
    return (
      <PageLayout entry={page}>
        <StaticSupportRequestSent kind={page.kind} submission={submission} />
      </PageLayout>
    );
  }
  return (
    <PageLayout entry={page}>
      {submission?.step === 'problems' && (
        <noscript>
          <StaticSupportFormErrorSummary problems={submission.problems} />
        </noscript>
      )}
      {children}
    </PageLayout>
  );
}
