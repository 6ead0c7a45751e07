/**
 * The built-in static-forms app: renders the form the page names (data-form-name on #hc-static-forms).
 * The file-download form asks for name, e-mail, company and consent and is sent as a support request
 * of form 'file-download'.
 */
import { buildForm, claimContainer, handleSubmit, postJson, SUPPORT_REQUESTS_URL, type FieldSpec } from './form-kit';
import './forms.css';

export const STATIC_FORMS_MOUNT_ID = 'hc-static-forms';

export const FILE_DOWNLOAD_FIELDS: readonly FieldSpec[] = [
  { name: 'name', label: 'Your name', type: 'text', required: true, maxLength: 200 },
  { name: 'email', label: 'E-mail address', type: 'email', required: true, maxLength: 254 },
  { name: 'company', label: 'Company', type: 'text', required: true, maxLength: 200 },
  {
    name: 'consent',
    label: 'I agree that my details are used to send me the download and related product information',
    type: 'checkbox',
    required: true,
  },
];

export function mountStaticForm(container: HTMLElement, doc: Document = document): void {
  const formName = container.dataset.formName;
  if (formName !== 'file-download') {
    console.error('error loading external script', new Error(`Unknown static form '${formName ?? ''}'`));
    const notice = doc.createElement('p');
    notice.textContent = 'This form is not available.';
    container.replaceChildren(notice);
    return;
  }
  const parts = buildForm('hc-file-download', 'Request the download', FILE_DOWNLOAD_FIELDS, 'Request download');
  handleSubmit(
    parts,
    FILE_DOWNLOAD_FIELDS,
    (values) => postJson(SUPPORT_REQUESTS_URL, { ...values, form: 'file-download', pageUrl: doc.location?.pathname }),
    (body) =>
      `Thank you. Your request ${typeof body.reference === 'string' ? body.reference : ''} has been received; the download link is on its way by e-mail.`,
  );
  container.replaceChildren(parts.form);
}

const container = claimContainer(STATIC_FORMS_MOUNT_ID);
if (container) mountStaticForm(container);
