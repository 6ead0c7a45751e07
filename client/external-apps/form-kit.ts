/**
 * The small DOM toolkit the built-in form apps share: labelled fields with their error text, client
 * checks that mirror the API's, error display with focus on the first problem, and the POST. The
 * words come from the message table of the page's language (the lang of the html element).
 */
// The apps are scripts of their own, not the page bundle: they carry every locale's table.
import '../../shared/i18n/all-messages';
import { fill, type Messages } from '../../shared/i18n/messages';
import { formMessagesFor } from '../../shared/i18n/part-messages';
import { newId } from '../../shared/analytics/ids';
import { postWithRetries } from '../../shared/net/retrying-post';
import type { FieldSpec } from '../../shared/support/support-form-fields';

export type { FieldSpec };

export interface FormParts {
  form: HTMLFormElement;
  status: HTMLElement;
  submit: HTMLButtonElement;
  /** Shown once the retries ran out: sends the same submission again. */
  retry: HTMLButtonElement;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form words of the page's language: the server sets lang="ja" on Japanese pages. */
export function formMessages(doc: Document = document): Messages['forms'] {
  return formMessagesFor(doc.documentElement.lang.toLowerCase().startsWith('ja') ? 'ja-JP' : 'en-US');
}

/** An element with the given attributes (those undefined left out) and text. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) if (value !== undefined) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

function control(spec: FieldSpec, id: string): Control {
  if (spec.type === 'textarea') return element('textarea', { id, name: spec.name, rows: '6' });
  if (spec.type === 'select') {
    const select = element('select', { id, name: spec.name });
    select.append(element('option', { value: '' }, formMessages().chooseOne));
    for (const [value, label] of spec.options ?? []) select.append(element('option', { value }, label));
    return select;
  }
  return element('input', {
    id,
    name: spec.name,
    type: spec.type,
    autocomplete: spec.type === 'email' ? 'email' : undefined,
  });
}

/** A form with one labelled control per field, an error line under each, a submit button and a status region. */
export function buildForm(
  prefix: string,
  heading: string,
  fields: readonly FieldSpec[],
  submitLabel: string,
): FormParts {
  const labels = formMessages();
  const form = element('form', { class: 'hc-app-form', novalidate: '', 'aria-labelledby': `${prefix}-heading` });
  form.append(element('h2', { id: `${prefix}-heading`, class: 'hc-app-form__heading' }, heading));
  for (const spec of fields) {
    const id = `${prefix}-${spec.name}`;
    const field = element('div', { class: `hc-app-form__field hc-app-form__field--${spec.type}` });
    const input = control(spec, id);
    if (spec.required) input.setAttribute('aria-required', 'true');
    if (spec.required && spec.type !== 'checkbox') input.required = true;
    if (spec.maxLength && !(input instanceof HTMLSelectElement)) input.maxLength = spec.maxLength;
    if (spec.value !== undefined) input.value = spec.value;
    const label = element(
      'label',
      { for: id },
      spec.required ? fill(labels.requiredField, { label: spec.label }) : spec.label,
    );
    const error = element('p', { id: `${id}-error`, class: 'hc-app-form__error', hidden: '' });
    if (spec.type === 'checkbox') field.append(input, label, error);
    else field.append(label, input, error);
    form.append(field);
  }
  const submit = element('button', { type: 'submit', class: 'hc-button' }, submitLabel);
  const status = element('p', { role: 'status', class: 'hc-app-form__status' });
  const retry = element(
    'button',
    { type: 'button', class: 'hc-button hc-button--secondary hc-app-form__retry', hidden: '' },
    labels.tryAgain,
  );
  form.append(submit, status, retry);
  return { form, status, submit, retry };
}

function controlOf(form: HTMLFormElement, name: string): Control | null {
  const found = form.elements.namedItem(name);
  return found instanceof HTMLInputElement || found instanceof HTMLTextAreaElement || found instanceof HTMLSelectElement
    ? found
    : null;
}

/** The form's values: trimmed text, 'true'/'false' for checkboxes. */
export function valuesOf(form: HTMLFormElement, fields: readonly FieldSpec[]): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const spec of fields) {
    const input = controlOf(form, spec.name);
    if (!input) continue;
    values[spec.name] =
      input instanceof HTMLInputElement && input.type === 'checkbox' ? input.checked : input.value.trim();
  }
  return values;
}

/** The first problem of each field, as the message shown under it. */
export function validate(fields: readonly FieldSpec[], values: Record<string, string | boolean>): Map<string, string> {
  const labels = formMessages();
  const problems = new Map<string, string>();
  for (const spec of fields) {
    const value = values[spec.name];
    if (spec.type === 'checkbox') {
      if (spec.required && value !== true) problems.set(spec.name, fill(labels.tickBox, { label: spec.label }));
    } else if (typeof value === 'string') {
      if (spec.required && value === '') {
        const sentence = spec.type === 'select' ? labels.fieldNotChosen : labels.fieldRequired;
        problems.set(spec.name, fill(sentence, { label: spec.label }));
      } else if (spec.type === 'email' && value !== '' && !EMAIL.test(value))
        problems.set(spec.name, fill(labels.fieldEmail, { label: spec.label }));
      else if (spec.maxLength && value.length > spec.maxLength)
        problems.set(spec.name, fill(labels.fieldTooLong, { label: spec.label, max: spec.maxLength }));
    }
  }
  return problems;
}

/** Shows each problem under its field (aria-invalid, aria-describedby) and moves focus to the first. */
export function showProblems(form: HTMLFormElement, fields: readonly FieldSpec[], problems: Map<string, string>): void {
  let first: Control | null = null;
  for (const spec of fields) {
    const input = controlOf(form, spec.name);
    if (!input) continue;
    const error = form.querySelector<HTMLElement>(`#${CSS.escape(input.id)}-error`);
    const message = problems.get(spec.name);
    if (message) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', `${input.id}-error`);
      if (error) {
        error.textContent = message;
        error.hidden = false;
      }
      first ??= input;
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
      if (error) {
        error.textContent = '';
        error.hidden = true;
      }
    }
  }
  first?.focus();
}

export type PostResult =
  { ok: true; body: Record<string, unknown> } | { ok: false; message: string; field?: string; retryable?: boolean };

/** How one submission is sent: its Idempotency-Key, and who to tell when a retry is coming. */
export interface Delivery {
  key: string;
  onRetry: () => void;
}

/**
 * POSTs JSON under the submission's Idempotency-Key, retrying a network error, 429 or 503 (after
 * Retry-After) a bounded number of times. An API 400 names the field ('field: reason').
 */
export async function postJson(url: string, body: unknown, delivery: Delivery): Promise<PostResult> {
  const labels = formMessages();
  const outcome = await postWithRetries(url, body, delivery.key, { onRetry: delivery.onRetry });
  if (outcome.kind === 'ok') return { ok: true, body: outcome.body };
  if (outcome.kind === 'unavailable') {
    const message = outcome.status === 429 ? labels.tooManyRequests : labels.retryFailed;
    return { ok: false, message, retryable: true };
  }
  if (outcome.kind === 'abandoned') return { ok: false, message: labels.retryFailed, retryable: true };
  const error = typeof outcome.body.error === 'string' ? outcome.body.error : '';
  const match = /^([A-Za-z]+): (.+)$/.exec(error);
  if (outcome.status === 400 && match) return { ok: false, field: match[1], message: match[2]! };
  return { ok: false, message: labels.sendFailed };
}

/**
 * Wires validation and submission: on success the form is emptied and `onSuccess` either gives the
 * status text, or an element that takes the form's place (the support form's confirmation), and focus
 * moves to it; on failure input stays. A submission keeps its Idempotency-Key until it succeeds or the
 * visitor changes the form, so sending the same values again (Try again, or the submit button) can
 * never file them twice.
 */
export function handleSubmit(
  parts: FormParts,
  fields: readonly FieldSpec[],
  send: (values: Record<string, string | boolean>, delivery: Delivery) => Promise<PostResult>,
  onSuccess: (body: Record<string, unknown>) => string | HTMLElement,
): void {
  const { form, status, submit, retry } = parts;
  const labels = formMessages();
  let keyed: { values: string; key: string } | undefined;
  // While a submission is on its way (retries can wait up to a minute) the button says so with
  // aria-disabled, not `disabled`: a disabled button drops the focus it has to the document, and a
  // keyboard visitor would start again from the top of the page.
  const sending = () => submit.getAttribute('aria-disabled') === 'true';
  const setSending = (on: boolean) => {
    if (on) submit.setAttribute('aria-disabled', 'true');
    else submit.removeAttribute('aria-disabled');
  };
  retry.addEventListener('click', () => form.requestSubmit());
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending()) return;
    // Try again hides itself; the focus it had goes to the button that now stands for the submission.
    if (document.activeElement === retry) submit.focus();
    retry.hidden = true;
    status.classList.remove('hc-app-form__status--success');
    const values = valuesOf(form, fields);
    const problems = validate(fields, values);
    showProblems(form, fields, problems);
    if (problems.size > 0) {
      status.textContent = problems.size === 1 ? labels.fixProblem : fill(labels.fixProblems, { count: problems.size });
      return;
    }
    const snapshot = JSON.stringify(values);
    if (keyed?.values !== snapshot) keyed = { values: snapshot, key: newId() };
    setSending(true);
    status.textContent = labels.sending;
    void send(values, { key: keyed.key, onRetry: () => (status.textContent = labels.retrying) }).then((result) => {
      setSending(false);
      if (result.ok) {
        keyed = undefined;
        form.reset();
        const shown = onSuccess(result.body);
        // A notice the visitor cannot miss, and their focus on it: the form they sent is emptied or gone.
        if (typeof shown !== 'string') {
          status.textContent = '';
          form.replaceWith(shown);
          shown.focus();
          return;
        }
        status.textContent = shown;
        status.classList.add('hc-app-form__status--success');
        status.tabIndex = -1;
        status.focus();
        return;
      }
      retry.hidden = result.retryable !== true;
      const spec = fields.find((field) => field.name === result.field);
      if (spec)
        showProblems(
          form,
          fields,
          new Map([[spec.name, fill(labels.fieldProblem, { label: spec.label, message: result.message })]]),
        );
      status.textContent = spec ? labels.fixProblem : result.message;
    });
  });
}

/** The element the page gave the app, once: a second load of the script leaves it alone. */
export function claimContainer(id: string): HTMLElement | null {
  const container = document.getElementById(id);
  if (!container || container.dataset.appMounted === 'true') return null;
  container.dataset.appMounted = 'true';
  return container;
}

export const SUPPORT_REQUESTS_URL = '/gateway/api/support-requests';
