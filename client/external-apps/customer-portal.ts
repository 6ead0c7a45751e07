/**
 * The built-in customer-portal app: a portal home with the ways to contact support and a link to the
 * visitor's requests, in the page's locale.
 */
import { claimContainer } from './form-kit';
import './forms.css';

export const CUSTOMER_PORTAL_MOUNT_ID = 'hc-customer-portal';

export const PORTAL_LINKS: readonly (readonly [string, string, string])[] = [
  ['/contact/', 'Contact support', 'Ask a question, report a bug or suggest an improvement.'],
  ['/hot-contact/', 'Report an urgent problem', 'A production system is down or badly degraded.'],
  ['/statuspage-contact/', 'Contact Statuspage support', 'Questions about Statuspage.'],
  ['/partnercontact/', 'Partner support', 'For solution partners working on behalf of a customer.'],
  ['/requests/', 'View your requests', 'Follow up on requests you have already sent.'],
];

export function mountCustomerPortal(container: HTMLElement, doc: Document = document): void {
  const prefix = doc.documentElement.lang.toLowerCase().startsWith('ja') ? '/ja' : '';
  const section = doc.createElement('section');
  section.className = 'hc-app-portal';
  section.setAttribute('aria-labelledby', 'hc-portal-heading');
  const heading = doc.createElement('h2');
  heading.id = 'hc-portal-heading';
  heading.textContent = 'How can we help?';
  const list = doc.createElement('ul');
  list.className = 'hc-app-links';
  for (const [path, title, description] of PORTAL_LINKS) {
    const item = doc.createElement('li');
    const link = doc.createElement('a');
    link.href = `${prefix}${path}`;
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
