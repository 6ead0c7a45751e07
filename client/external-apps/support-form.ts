/**
 * The built-in support-form app of the contact, hot contact, partner contact and status-page contact
 * pages. The page gives it #hc-support-form (data-support-type="partner" on the partner page); the
 * page kind in the embedded state says which form it is.
 */
import { fill, type Messages } from '../../shared/i18n/messages';
import {
  buildForm,
  claimContainer,
  formMessages,
  handleSubmit,
  postJson,
  SUPPORT_REQUESTS_URL,
  type FieldSpec,
} from './form-kit';
import { takeHandoff, type ContactHandoff } from '../../shared/chat/handoff';
import './forms.css';

function sessionStorageOf(doc: Document): Storage | undefined {
  try {
    return doc.defaultView?.sessionStorage;
  } catch {
    return undefined;
  }
}

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

const HEADINGS: Record<SupportFormKind, keyof Messages['forms']> = {
  support: 'supportHeading',
  hot: 'hotHeading',
  partner: 'partnerHeading',
  statuspage: 'statuspageHeading',
};

export function supportFormFields(
  product: string,
  labels: Messages['forms'] = formMessages(),
  prefill: ContactHandoff | undefined = undefined,
): FieldSpec[] {
  return [
    { name: 'name', label: labels.yourName, type: 'text', required: true, maxLength: 200 },
    { name: 'email', label: labels.email, type: 'email', required: true, maxLength: 254 },
    { name: 'product', label: labels.product, type: 'text', required: false, maxLength: 200, value: product },
    {
      name: 'ticketType',
      label: labels.requestType,
      type: 'select',
      required: true,
      options: [
        ['bug', labels.bug],
        ['suggestion', labels.suggestion],
        ['question', labels.question],
      ],
    },
    { name: 'summary', label: labels.summary, type: 'text', required: true, maxLength: 200, value: prefill?.summary },
    {
      name: 'description',
      label: labels.description,
      type: 'textarea',
      required: true,
      maxLength: 5000,
      value: prefill?.description,
    },
  ];
}

export function mountSupportForm(container: HTMLElement, doc: Document = document): void {
  const kind = supportFormKind(container, doc);
  const product = new URLSearchParams(doc.location?.search ?? '').get('product') ?? '';
  const labels = formMessages(doc);
  // The chat assistant hands its conversation over through session storage (shared/chat/handoff.ts).
  const fields = supportFormFields(product.slice(0, 200), labels, takeHandoff(sessionStorageOf(doc)));
  const parts = buildForm('hc-support', labels[HEADINGS[kind]], fields, labels.sendRequest);
  handleSubmit(
    parts,
    fields,
    (values, delivery) =>
      postJson(SUPPORT_REQUESTS_URL, { ...values, form: kind, pageUrl: doc.location?.pathname }, delivery),
    (body) => fill(labels.requestReceived, { reference: typeof body.reference === 'string' ? body.reference : '' }),
  );
  container.replaceChildren(parts.form);
}

const container = claimContainer(SUPPORT_FORM_MOUNT_ID);
if (container) mountSupportForm(container);
