/**
 * What the support form shows in its place once a request is filed: the confirmation the script-free
 * form's page shows (SupportRequestSent in shared/components/SupportFormNoscript.tsx, the same words
 * and classes), so the emptied form no longer invites a second submission. It offers a way on: the
 * same form again, empty, and the support home, and for a signed-in visitor their requests.
 */
import type { Messages } from '../../shared/i18n/messages';
import { element } from './form-kit';

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

/** The confirmation, focusable (tabindex -1) so focus can move to it and it is read whole. */
export function requestSent(options: RequestSentOptions): HTMLElement {
  const { labels } = options;
  const headingId = `${options.prefix}-sent-heading`;
  const section = element('section', { class: 'hc-request-sent', 'aria-labelledby': headingId, tabindex: '-1' });

  const panel = element('div', { class: 'hc-request-sent__panel' });
  const heading = element('h2', { class: 'hc-request-sent__title', id: headingId }, labels.sentHeading);
  const reference = element('p', { class: 'hc-request-sent__reference' }, labels.sentReference);
  reference.append(element('br'), element('strong', {}, options.reference));
  panel.append(heading, reference);

  const next = element('h3', { class: 'hc-request-sent__next' }, labels.nextHeading);
  section.append(
    panel,
    next,
    element('p', {}, options.mailed ? labels.nextMail : labels.nextNoMail),
    element('p', {}, labels.nextReply),
  );
  if (options.requestsUrl) {
    const requests = element('p', {}, `${labels.nextRequests} `);
    requests.append(element('a', { href: options.requestsUrl }, labels.portalRequests));
    section.append(requests);
  }

  const actions = element('div', { class: 'hc-request-sent__actions' });
  const again = element('button', { class: 'hc-button', type: 'button' }, labels.sendAnother);
  again.addEventListener('click', options.onSendAnother);
  actions.append(again, element('a', { href: options.homeUrl }, labels.goHome));
  section.append(actions);
  return section;
}
