/**
 * The fields of the contact pages' support form and of the file-download form, each defined once for
 * both of its forms: the scripted apps (client/external-apps/support-form.ts, static-forms.ts) and the
 * plain html form the server renders for visitors without JavaScript
 * (shared/components/SupportFormNoscript.tsx). What each field must hold is the API's schema
 * (server/routes/support-api.ts), which takes its limits from here; server/routes/contact-form.test.ts
 * checks that the required marks agree with it.
 */
import type { Messages } from '../i18n/messages';
import type { SupportProductOption } from '../types/pages/other-pages';
import { TICKET_TYPES } from './ticket-types';

export interface FieldSpec {
  name: string;
  label: string;
  type: 'text' | 'email' | 'textarea' | 'select' | 'checkbox';
  required: boolean;
  maxLength?: number;
  options?: readonly (readonly [string, string])[];
  value?: string;
}

/** The most characters each text field of a support request may hold. */
export const SUPPORT_REQUEST_MAX = {
  name: 200,
  email: 254,
  product: 200,
  company: 200,
  summary: 200,
  description: 5000,
} as const;

/** Which support form a page shows, as a request names it (`form`). */
export type SupportFormKind = 'support' | 'hot' | 'partner' | 'statuspage';

/** The page kinds with a support form, and the form each one files. */
export const SUPPORT_FORM_KIND_BY_PAGE = {
  contact: 'support',
  hotContact: 'hot',
  partnerContact: 'partner',
  statusPageContact: 'statuspage',
} as const satisfies Record<string, SupportFormKind>;

export type SupportFormPageKind = keyof typeof SUPPORT_FORM_KIND_BY_PAGE;

export function isSupportFormPage(kind: string): kind is SupportFormPageKind {
  return Object.hasOwn(SUPPORT_FORM_KIND_BY_PAGE, kind);
}

/**
 * The page kinds whose form also posts without JavaScript (server/routes/contact-form.ts), and the
 * form each files.
 */
export const FORM_KIND_BY_PAGE = { ...SUPPORT_FORM_KIND_BY_PAGE, fileDownload: 'file-download' } as const;

export type FormPageKind = keyof typeof FORM_KIND_BY_PAGE;

export function isFormPage(kind: string): kind is FormPageKind {
  return Object.hasOwn(FORM_KIND_BY_PAGE, kind);
}

/** The product a form is about when its address names none: the Statuspage form is Statuspage's. */
export const SUPPORT_FORM_OWN_PRODUCT: Partial<Record<SupportFormKind, string>> = { statuspage: 'statuspage' };

/** The heading of each form. */
export const SUPPORT_FORM_HEADINGS: Record<SupportFormKind, keyof Messages['forms']> = {
  support: 'supportHeading',
  hot: 'hotHeading',
  partner: 'partnerHeading',
  statuspage: 'statuspageHeading',
};

/** What the form shows chosen when it opens (a contact link's `?product=` and `?ticketType=`). */
export interface SupportFormInitial {
  product?: string;
  ticketType?: string;
}

/** What the chat assistant hands over to the form. */
export interface SupportFormHandoff {
  summary?: string;
  description?: string;
}

/**
 * The form's fields. With the site's products the product is a choice of their names, so a link's
 * `?product=` shows as the product's name; without them (an app embedded elsewhere) it is a text box.
 */
export function supportFormFields(
  initial: SupportFormInitial,
  products: readonly SupportProductOption[],
  labels: Messages['forms'],
  handoff: SupportFormHandoff | undefined = undefined,
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
      : {
          name: 'product',
          label: labels.product,
          type: 'text',
          required: false,
          maxLength: SUPPORT_REQUEST_MAX.product,
        };
  return [
    { name: 'name', label: labels.yourName, type: 'text', required: true, maxLength: SUPPORT_REQUEST_MAX.name },
    { name: 'email', label: labels.email, type: 'email', required: true, maxLength: SUPPORT_REQUEST_MAX.email },
    product,
    {
      name: 'ticketType',
      label: labels.requestType,
      type: 'select',
      required: true,
      options: TICKET_TYPES.map((type) => [type, labels[type]] as const),
      value: initial.ticketType,
    },
    {
      name: 'summary',
      label: labels.summary,
      type: 'text',
      required: true,
      maxLength: SUPPORT_REQUEST_MAX.summary,
      value: handoff?.summary,
    },
    {
      name: 'description',
      label: labels.description,
      type: 'textarea',
      required: true,
      maxLength: SUPPORT_REQUEST_MAX.description,
      value: handoff?.description,
    },
  ];
}

/** The file-download form's fields: who asks for the download, and their consent. */
export function fileDownloadFields(labels: Messages['forms']): FieldSpec[] {
  return [
    { name: 'name', label: labels.yourName, type: 'text', required: true, maxLength: SUPPORT_REQUEST_MAX.name },
    { name: 'email', label: labels.email, type: 'email', required: true, maxLength: SUPPORT_REQUEST_MAX.email },
    { name: 'company', label: labels.company, type: 'text', required: true, maxLength: SUPPORT_REQUEST_MAX.company },
    { name: 'consent', label: labels.consent, type: 'checkbox', required: true },
  ];
}

/** What a page's form shows: its fields, its heading, its button and the confirmation's way back to it. */
export interface PageForm {
  fields: FieldSpec[];
  heading: string;
  submit: string;
  another: string;
}

/** The form of a page with one, as both of its forms show it (products: the support form's choice). */
export function pageForm(
  kind: FormPageKind,
  products: readonly SupportProductOption[],
  labels: Messages['forms'],
): PageForm {
  if (kind === 'fileDownload') {
    return {
      fields: fileDownloadFields(labels),
      heading: labels.downloadHeading,
      submit: labels.requestDownload,
      another: labels.requestAnotherDownload,
    };
  }
  return {
    fields: supportFormFields({}, products, labels),
    heading: labels[SUPPORT_FORM_HEADINGS[SUPPORT_FORM_KIND_BY_PAGE[kind]]],
    submit: labels.sendRequest,
    another: labels.sendAnother,
  };
}
