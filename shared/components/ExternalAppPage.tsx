import { CONTACT_PATH } from '../constants';
import { withLocale } from '../links/locale';
import { isSupportFormPage } from '../support/support-form-fields';
import type { PageBase } from '../types/page';
import type { ExternalAppPageFields } from '../types/pages/other-pages';
import { StaticNoscriptSupportForm, StaticPortalLinks } from './contact-regions.static';
import { ExternalApp } from './ExternalApp';
import { FormPage } from './FormPage';
import { useMessages } from '../i18n/messages';

/**
 * Contact forms and the customer portal: heading, intro, optional buttons and the app container. A
 * contact page also carries its form as plain html for visitors without JavaScript, and after that
 * form was posted shows its problems or the confirmation (./FormPage.tsx); the portal
 * carries its list of ways to get help, which are plain links.
 */
export function ExternalAppPage({ page }: { page: PageBase & ExternalAppPageFields }) {
  const labels = useMessages().page;
  const problems = page.submission?.step === 'problems' ? page.submission : undefined;
  return (
    <FormPage page={page}>
      <h1 className="hc-page__title">{page.heading}</h1>
      <p>{page.intro}</p>
      {page.partnerPortalUrl && (
        <p>
          <a className="hc-button" href={page.partnerPortalUrl}>
            {labels.partnerPortal}
          </a>
        </p>
      )}
      {/* Not on the contact form itself, nor on the portal, whose list of ways to get help starts with it. */}
      {page.showContactButton && page.kind !== 'contact' && page.kind !== 'customerPortal' && (
        <p>
          <a className="hc-button hc-button--secondary" href={withLocale(CONTACT_PATH, page.locale)}>
            {labels.contactSupport}
          </a>
        </p>
      )}
      <ExternalApp
        manifestUrl={page.manifestUrl}
        mountId={page.mountId}
        supportType={page.supportType}
        holdsForm={isSupportFormPage(page.kind)}
        noscript={
          isSupportFormPage(page.kind) ? (
            <StaticNoscriptSupportForm
              kind={page.kind}
              products={page.supportProducts ?? []}
              values={problems?.values ?? page.prefill}
              problems={problems?.problems}
            />
          ) : page.kind === 'customerPortal' ? (
            <StaticPortalLinks />
          ) : undefined
        }
      />
    </FormPage>
  );
}
