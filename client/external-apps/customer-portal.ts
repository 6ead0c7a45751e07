/**
 * The built-in customer-portal app: a portal home with the ways to contact support and a link to the
 * visitor's requests, in the page's locale. Without JavaScript the page shows the same list
 * (shared/components/PortalLinks.tsx), from the same source (shared/support/portal-links.ts).
 */
import { portalLinks } from '../../shared/support/portal-links';
import { claimContainer, formMessages } from './form-kit';
import '../../shared/components/AppForm.css';

export const CUSTOMER_PORTAL_MOUNT_ID = 'hc-customer-portal';

export function mountCustomerPortal(container: HTMLElement, doc: Document = document): void {
  const labels = formMessages(doc);
  const locale = doc.documentElement.lang.toLowerCase().startsWith('ja') ? 'ja-JP' : 'en-US';
  const section = doc.createElement('section');
  section.className = 'hc-app-portal';
  section.setAttribute('aria-labelledby', 'hc-portal-heading');
  const heading = doc.createElement('h2');
  heading.id = 'hc-portal-heading';
  heading.textContent = labels.portalHeading;
  const list = doc.createElement('ul');
  list.className = 'hc-app-links';
  // On a site that offers no sign-in, the requests page would only say sign-in is not available.
  const offersSignIn = container.dataset.signIn !== 'off';
  for (const { url, title, description } of portalLinks(labels, locale, offersSignIn)) {
    const item = doc.createElement('li');
    const link = doc.createElement('a');
    link.href = url;
    link.textContent = title;
    const text = doc.createElement('p');
    text.textContent = description;
    item.append(link, text);
    list.append(item);
  }
  section.append(heading, list);
  container.replaceChildren(section);
}

const container = claimContainer(CUSTOMER_PORTAL_MOUNT_ID);
if (container) mountCustomerPortal(container);
