/**
 * The customer portal's ways to get help for visitors without JavaScript: the heading and links the
 * portal app shows (client/external-apps/customer-portal.ts), from the same list
 * (shared/support/portal-links.ts), as plain links that need no script. Server markup only: rendered
 * through ./contact-regions.static.tsx, inside `<noscript>`, so the browser's bundle carries none of it.
 */
import { useLocale } from '../i18n/locale';
import { useServerMessages } from '../i18n/server-messages';
import { portalLinks } from '../support/portal-links';
import { useOffersSignIn } from './chrome/hooks';
import './AppForm.css';

/** In the page's language; without the visitor's requests where the site offers no sign-in, as in the app. */
export function PortalLinks() {
  const labels = useServerMessages().forms;
  const locale = useLocale();
  const offersSignIn = useOffersSignIn();
  const headingId = 'hc-nojs-portal-heading';
  return (
    <section className="hc-app-portal" aria-labelledby={headingId}>
      <h2 id={headingId}>{labels.portalHeading}</h2>
      <ul className="hc-app-links">
        {portalLinks(labels, locale, offersSignIn).map(({ url, title, description }) => (
          <li key={url}>
            <a href={url}>{title}</a>
            <p>{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
