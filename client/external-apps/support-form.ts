/**
 * The built-in support-form app of the contact, hot contact, partner contact and status-page contact
 * pages. The page gives it #hc-support-form (data-support-type="partner" on the partner page); the
 * page kind in the embedded state says which form it is.
 */
import { buildForm, claimContainer, handleSubmit, postJson, SUPPORT_REQUESTS_URL, type FieldSpec } from './form-kit';
import './forms.css';

export const SUPPORT_FORM_MOUNT_ID = 'hc-support-form';

export type SupportFormKind = 'support' | 'hot' | 'partner' | 'statuspage';

const KIND_BY_PAGE: Record<string, SupportFormKind> = {
  contact: 'support',
  hotContact: 'hot',
  partnerContact: 'partner',
  statusPageContact: 'statuspage',
};

const KIND_BY_PATH: readonly (readonly [RegExp, SupportFormKind])[] = [
  [/\/hot-contact\/?$/, 'hot'],
  [/\/partnercontact\/?$/, 'partner'],
  [/\/statuspage-contact\/?$/, 'statuspage'],
];

function embeddedPageKind(doc: Document): string | undefined {
  try {
    const state = JSON.parse(doc.getElementById('__INITIAL_STATE__')?.textContent ?? 'null') as {
      entry?: { kind?: unknown };
    } | null;
    return typeof state?.entry?.kind === 'string' ? state.entry.kind : undefined;
  } catch {
    return undefined;
  }
}

/** Which form this is: the page kind, else the partner support type, else the path. */
export function supportFormKind(container: HTMLElement, doc: Document = document): SupportFormKind {
  const byPage = KIND_BY_PAGE[embeddedPageKind(doc) ?? ''];
  if (byPage) return byPage;
  if (container.dataset.supportType === 'partner') return 'partner';
  const path = doc.location?.pathname ?? '';
  return KIND_BY_PATH.find(([pattern]) => pattern.test(path))?.[1] ?? 'support';
}

const HEADINGS: Record<SupportFormKind, string> = {
  support: 'Create a support request',
  hot: 'Report an urgent problem',
  partner: 'Create a partner support request',
  statuspage: 'Contact Statuspage support',
};

export function supportFormFields(product: string): FieldSpec[] {
  return [
    { name: 'name', label: 'Your name', type: 'text', required: true, maxLength: 200 },
    { name: 'email', label: 'E-mail address', type: 'email', required: true, maxLength: 254 },
    { name: 'product', label: 'Product', type: 'text', required: false, maxLength: 200, value: product },
    {
      name: 'ticketType',
      label: 'Request type',
      type: 'select',
      required: true,
      options: [
        ['bug', 'Bug'],
        ['suggestion', 'Suggestion'],
        ['question', 'Question'],
      ],
    },
    { name: 'summary', label: 'Summary', type: 'text', required: true, maxLength: 200 },
    { name: 'description', label: 'Description', type: 'textarea', required: true, maxLength: 5000 },
  ];
}

export function mountSupportForm(container: HTMLElement, doc: Document = document): void {
  const kind = supportFormKind(container, doc);
  const product = new URLSearchParams(doc.location?.search ?? '').get('product') ?? '';
  const fields = supportFormFields(product.slice(0, 200));
  const parts = buildForm('hc-support', HEADINGS[kind], fields, 'Send request');
  handleSubmit(
    parts,
    fields,
    (values) => postJson(SUPPORT_REQUESTS_URL, { ...values, form: kind, pageUrl: doc.location?.pathname }),
    (body) =>
      `Thank you. Your request ${typeof body.reference === 'string' ? body.reference : ''} has been received; we will reply by e-mail.`,
  );
  container.replaceChildren(parts.form);
}

const container = claimContainer(SUPPORT_FORM_MOUNT_ID);
if (container) mountSupportForm(container);
