import { CONTACT_PATH } from '../constants';
import { withLocale } from '../links/locale';
import type { PageBase } from '../types/page';
import type { ExternalAppPageFields } from '../types/pages/other-pages';
import { ExternalApp } from './ExternalApp';
import { PageLayout } from './PageLayout';
import { useMessages } from '../i18n/messages';

/** Contact forms and the customer portal: heading, intro, optional buttons and the app container. */
export function ExternalAppPage({ page }: { page: PageBase & ExternalAppPageFields }) {
  const labels = useMessages().page;
  return (
    <PageLayout entry={page}>
      <h1 className="hc-page__title">{page.heading}</h1>
      <p>{page.intro}</p>
      {page.partnerPortalUrl && (
        <p>
          <a className="hc-button" href={page.partnerPortalUrl}>
            {labels.partnerPortal}
          </a>
        </p>
      )}
      {page.showContactButton && page.kind !== 'contact' && (
        <p>
          <a className="hc-button hc-button--subtle" href={withLocale(CONTACT_PATH, page.locale)}>
            {labels.contactSupport}
          </a>
        </p>
      )}
      <ExternalApp manifestUrl={page.manifestUrl} mountId={page.mountId} supportType={page.supportType} />
    </PageLayout>
  );
}
