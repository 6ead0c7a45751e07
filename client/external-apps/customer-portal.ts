/**
 * The built-in customer-portal app: a portal home with the ways to contact support and a link to the
 * visitor's requests, in the page's locale.
 */
import { REQUESTS_PATH } from '../../shared/constants';
import type { Messages } from '../../shared/i18n/messages';
import { claimContainer, formMessages } from './form-kit';
import '../../shared/components/AppForm.css';

export const CUSTOMER_PORTAL_MOUNT_ID = 'hc-customer-portal';

type FormKey = keyof Messages['forms'];

/** Each way to get help: its path, then the keys of its title and description. */
export const PORTAL_LINKS: readonly (readonly [string, FormKey, FormKey])[] = [
  ['/contact/', 'portalContact', 'portalContactDescription'],
  ['/hot-contact/', 'portalHotContact', 'portalHotContactDescription'],
  ['/statuspage-contact/', 'portalStatuspage', 'portalStatuspageDescription'],
  ['/partnercontact/', 'portalPartner', 'portalPartnerDescription'],
  [REQUESTS_PATH, 'portalRequests', 'portalRequestsDescription'],
];

export function mountCustomerPortal(container: HTMLElement, doc: Document = document): void {
  const labels = formMessages(doc);
  const prefix = doc.documentElement.lang.toLowerCase().startsWith('ja') ? '/ja' : '';
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
  for (const [path, title, description] of PORTAL_LINKS) {
    if (!offersSignIn && path === REQUESTS_PATH) continue;
    const item = doc.createElement('li');
    const link = doc.createElement('a');
    link.href = `${prefix}${path}`;
    link.textContent = labels[title];
    const text = doc.createElement('p');
    text.textContent = labels[description];
    item.append(link, text);
    list.append(item);
  }
  section.append(heading, list);
  container.replaceChildren(section);
}

const container = claimContainer(CUSTOMER_PORTAL_MOUNT_ID);
if (container) mountCustomerPortal(container);
