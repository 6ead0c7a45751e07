/**
 * The built-in static-forms app: renders the form the page names (data-form-name on #hc-static-forms).
 * The file-download form asks for name, e-mail, company and consent (`fileDownloadFields`, shared with its
 * script-free form) and is sent as a support request of form 'file-download'. Its confirmation says a confirmation was e-mailed only when the API answers
 * `mailed` (the site has a mail server, SMTP_URL), as the contact forms' does.
 */
import { fill } from '../../shared/i18n/messages';
import { buildForm, claimContainer, formMessages, handleSubmit, postJson, SUPPORT_REQUESTS_URL } from './form-kit';
import { fileDownloadFields } from '../../shared/support/support-form-fields';
import '../../shared/components/AppForm.css';

export const STATIC_FORMS_MOUNT_ID = 'hc-static-forms';

export function mountStaticForm(container: HTMLElement, doc: Document = document): void {
  const labels = formMessages(doc);
  const formName = container.dataset.formName;
  if (formName !== 'file-download') {
    console.error('error loading external script', new Error(`Unknown static form '${formName ?? ''}'`));
    const notice = doc.createElement('p');
    notice.textContent = labels.formUnavailable;
    container.replaceChildren(notice);
    return;
  }
  const fields = fileDownloadFields(labels);
  const parts = buildForm('hc-file-download', labels.downloadHeading, fields, labels.requestDownload);
  handleSubmit(
    parts,
    fields,
    (values, delivery) =>
      postJson(SUPPORT_REQUESTS_URL, { ...values, form: 'file-download', pageUrl: doc.location?.pathname }, delivery),
    // Only a site that sends mail e-mails a confirmation (`mailed`); otherwise the reference on screen is all there is.
    (body) =>
      fill(body.mailed === true ? labels.downloadRequested : labels.downloadRequestedNoMail, {
        reference: typeof body.reference === 'string' ? body.reference : '',
      }),
  );
  container.replaceChildren(parts.form);
}

const container = claimContainer(STATIC_FORMS_MOUNT_ID);
if (container) mountStaticForm(container);
