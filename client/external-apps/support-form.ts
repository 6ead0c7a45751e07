/**
 * The built-in support-form app of the contact, hot contact, partner contact and status-page contact
 * pages. The page gives it #hc-support-form (data-support-type="partner" on the partner page); the
 * page kind in the embedded state says which form it is.
 */
import { buildForm, claimContainer, formMessages, handleSubmit, postJson, SUPPORT_REQUESTS_URL } from './form-kit';
import { requestSent } from './request-sent';
import { takeHandoff } from '../../shared/chat/handoff';
import {
  isSupportFormPage,
  SUPPORT_FORM_HEADINGS,
  SUPPORT_FORM_KIND_BY_PAGE,
  SUPPORT_FORM_OWN_PRODUCT,
  supportFormFields,
  type SupportFormKind,
} from '../../shared/support/support-form-fields';
import { supportFormPrefill, supportProductsFrom } from '../../shared/support/support-form-prefill';
import { REQUESTS_PATH, USER_AUTH_PATH } from '../../shared/constants';
import { hasSignedInMarker } from '../signed-in-marker';
import type { CurrentUser } from '../../shared/state/auth';
import { requestAuthDetails, userFromAuthDetails } from '../../shared/state/auth-details';
import '../../shared/components/AppForm.css';

function sessionStorageOf(doc: Document): Storage | undefined {
  try {
    return doc.defaultView?.sessionStorage;
  } catch {
    return undefined;
  }
}

export const SUPPORT_FORM_MOUNT_ID = 'hc-support-form';

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
  const page = embeddedPageKind(doc) ?? '';
  if (isSupportFormPage(page)) return SUPPORT_FORM_KIND_BY_PAGE[page];
  if (container.dataset.supportType === 'partner') return 'partner';
  const path = doc.location?.pathname ?? '';
  return KIND_BY_PATH.find(([pattern]) => pattern.test(path))?.[1] ?? 'support';
}

export function mountSupportForm(container: HTMLElement, doc: Document = document): void {
  const kind = supportFormKind(container, doc);
  const products = supportProductsFrom(embeddedEntry(doc).supportProducts);
  const labels = formMessages(doc);
  // The chat assistant hands its conversation over through session storage (shared/chat/handoff.ts).
  const fields = supportFormFields(
    supportFormPrefill(doc.location?.search ?? '', products, SUPPORT_FORM_OWN_PRODUCT[kind]),
    products,
    labels,
    takeHandoff(sessionStorageOf(doc)),
  );
  const parts = buildForm('hc-support', labels[SUPPORT_FORM_HEADINGS[kind]], fields, labels.sendRequest);
  let signedIn = false;
  const fillVisitor = () =>
    fillSignedInVisitor(parts.form, doc).then((user) => {
      signedIn = user;
    });
  // The pages' addresses in the page's language: the server sets lang="ja" on Japanese pages.
  const prefix = doc.documentElement.lang.toLowerCase().startsWith('ja') ? '/ja' : '';
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
    // The form makes way for the confirmation; 'Send another request' brings it back, empty.
    (body) => {
      const confirmation = requestSent({
        prefix: 'hc-support',
        reference: typeof body.reference === 'string' ? body.reference : '',
        mailed: body.mailed === true,
        requestsUrl: signedIn ? `${prefix}${REQUESTS_PATH}` : null,
        homeUrl: `${prefix}/`,
        labels,
        onSendAnother: () => {
          confirmation.replaceWith(parts.form);
          parts.form.querySelector<HTMLElement>('input, select, textarea')?.focus();
          void fillVisitor();
        },
      });
      return confirmation;
    },
  );
  container.replaceChildren(parts.form);
  void fillVisitor();
}

/**
 * A signed-in visitor's name and e-mail address fill the form's boxes the visitor has left empty. The
 * session API is asked only where the marker cookie says a session may exist, and its answer read as
 * the header reads it; an answer that is not a signed-in user (the session has ended) leaves the form
 * as it is. Answers whether the visitor is signed in.
 */
export async function fillSignedInVisitor(form: HTMLFormElement, doc: Document): Promise<boolean> {
  const view = doc.defaultView;
  if (!view || !hasSignedInMarker(doc.cookie)) return false;
  let user: CurrentUser;
  try {
    user = userFromAuthDetails(await requestAuthDetails(USER_AUTH_PATH, view.fetch.bind(view)));
  } catch {
    return false;
  }
  if (!user.isAuthenticated) return false;
  for (const [name, value] of [
    ['name', user.displayName],
    ['email', user.email],
  ] as const) {
    const box = form.elements.namedItem(name);
    if (box instanceof HTMLInputElement && box.value === '' && value !== '') box.value = value;
  }
  return true;
}

const container = claimContainer(SUPPORT_FORM_MOUNT_ID);
if (container) mountSupportForm(container);
