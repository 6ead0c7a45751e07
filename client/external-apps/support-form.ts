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
import type { SupportProductOption } from '../../shared/types/pages/other-pages';
import { TICKET_TYPES } from '../../shared/support/ticket-types';
import { supportFormPrefill, supportProductsFrom, type SupportFormPrefill } from './support-form-prefill';
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

/** The page's embedded entry: its kind, and the products of the contact forms. */
function embeddedEntry(doc: Document): { kind?: unknown; supportProducts?: unknown } {
  try {
    const state = JSON.parse(doc.getElementById('__INITIAL_STATE__')?.textContent ?? 'null') as {
      entry?: { kind?: unknown; supportProducts?: unknown };
    } | null;
    return state?.entry ?? {};
  } catch {
    return {};
  }
}

function embeddedPageKind(doc: Document): string | undefined {
  const { kind } = embeddedEntry(doc);
  return typeof kind === 'string' ? kind : undefined;
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

/**
 * The form's fields. With the site's products the product is a choice of their names, so a link's
 * `?product=` shows as the product's name; without them (an app embedded elsewhere) it is a text box.
 */
export function supportFormFields(
  initial: SupportFormPrefill,
  products: readonly SupportProductOption[],
  labels: Messages['forms'] = formMessages(),
  handoff: ContactHandoff | undefined = undefined,
): FieldSpec[] {
  const product: FieldSpec =
    products.length > 0
      ? {
          name: 'product',
          label: labels.product,
          type: 'select',
          required: false,
          options: products.map(({ name }) => [name, name] as const),
          value: initial.product,
        }
      : { name: 'product', label: labels.product, type: 'text', required: false, maxLength: 200 };
  return [
    { name: 'name', label: labels.yourName, type: 'text', required: true, maxLength: 200 },
    { name: 'email', label: labels.email, type: 'email', required: true, maxLength: 254 },
    product,
    {
      name: 'ticketType',
      label: labels.requestType,
      type: 'select',
      required: true,
      options: TICKET_TYPES.map((type) => [type, labels[type]] as const),
      value: initial.ticketType,
    },
    { name: 'summary', label: labels.summary, type: 'text', required: true, maxLength: 200, value: handoff?.summary },
    {
      name: 'description',
      label: labels.description,
      type: 'textarea',
      required: true,
      maxLength: 5000,
      value: handoff?.description,
    },
  ];
}

export function mountSupportForm(container: HTMLElement, doc: Document = document): void {
  const kind = supportFormKind(container, doc);
  const products = supportProductsFrom(embeddedEntry(doc).supportProducts);
  const labels = formMessages(doc);
  // The chat assistant hands its conversation over through session storage (shared/chat/handoff.ts).
  const fields = supportFormFields(
    supportFormPrefill(doc.location?.search ?? '', products),
    products,
    labels,
    takeHandoff(sessionStorageOf(doc)),
  );
  const parts = buildForm('hc-support', labels[HEADINGS[kind]], fields, labels.sendRequest);
  handleSubmit(
    parts,
    fields,
    (values, delivery) =>
      // With its query: 'Report a problem' names the reported page there (?pageId=).
      postJson(
        SUPPORT_REQUESTS_URL,
        { ...values, form: kind, pageUrl: doc.location && `${doc.location.pathname}${doc.location.search}` },
        delivery,
      ),
    (body) => fill(labels.requestReceived, { reference: typeof body.reference === 'string' ? body.reference : '' }),
  );
  container.replaceChildren(parts.form);
}

const container = claimContainer(SUPPORT_FORM_MOUNT_ID);
if (container) mountSupportForm(container);
