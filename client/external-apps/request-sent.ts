/**
 * What the support form shows in its place once a request is filed: the confirmation the script-free
 * form's page shows (SupportRequestSent in shared/components/SupportFormNoscript.tsx, the same words
 * and classes), so the emptied form no longer invites a second submission. It offers a way on: the
 * same form again, empty, and the support home, and for a signed-in visitor their requests.
 */
import type { Messages } from '../../shared/i18n/messages';

export interface RequestSentOptions {
  /** The prefix of the confirmation's ids ('hc-support'). */
  prefix: string;
  reference: string;
  /** Whether a confirmation was e-mailed (the API's `mailed`). */
  mailed: boolean;
  /** The visitor's requests, when they are signed in. */
  requestsUrl: string | null;
  homeUrl: string;
  labels: Messages['forms'];
  /** Puts the form back, empty, in the confirmation's place. */
  onSendAnother: () => void;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The confirmation, focusable (tabindex -1) so focus can move to it and it is read whole. */
export function requestSent(options: RequestSentOptions): HTMLElement {
  const { labels } = options;
  const headingId = `${options.prefix}-sent-heading`;
  const section = element('section', 'hc-request-sent');
  section.setAttribute('aria-labelledby', headingId);
  section.tabIndex = -1;

  const panel = element('div', 'hc-request-sent__panel');
  const heading = element('h2', 'hc-request-sent__title', labels.sentHeading);
  heading.id = headingId;
  const reference = element('p', 'hc-request-sent__reference', labels.sentReference);
  reference.append(element('br'), element('strong', undefined, options.reference));
  panel.append(heading, reference);

  const next = element('h3', 'hc-request-sent__next', labels.nextHeading);
  section.append(
    panel,
    next,
    element('p', undefined, options.mailed ? labels.nextMail : labels.nextNoMail),
    element('p', undefined, labels.nextReply),
  );
  if (options.requestsUrl) {
    const requests = element('p', undefined, `${labels.nextRequests} `);
    const link = element('a', undefined, labels.portalRequests);
    link.href = options.requestsUrl;
    requests.append(link);
    section.append(requests);
  }

  const actions = element('div', 'hc-request-sent__actions');
  const again = element('button', 'hc-button', labels.sendAnother);
  again.type = 'button';
  again.addEventListener('click', options.onSendAnother);
  const home = element('a', undefined, labels.goHome);
  home.href = options.homeUrl;
  actions.append(again, home);
  section.append(actions);
  return section;
}
