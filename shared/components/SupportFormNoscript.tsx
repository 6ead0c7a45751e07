/**
 * The contact pages' support form and the file-download form for visitors without JavaScript: a plain
 * html form that posts to the page's own address (server/routes/contact-form.ts), with the scripted
 * app's fields and labels (`pageForm`, shared/support/support-form-fields.ts). Sent back to be fixed, it shows an error summary that takes
 * focus, each field's problem beside it, and every value as it was typed (the GOV.UK error summary and
 * message patterns). Server markup only: rendered through ./contact-regions.static.tsx, inside
 * `<noscript>`, so the browser's bundle carries none of it.
 */
import { fill } from '../i18n/messages';
import { useServerMessages } from '../i18n/server-messages';
import { pageForm, type FieldSpec, type FormPageKind } from '../support/support-form-fields';
import type { SupportFormProblem, SupportFormSubmission, SupportProductOption } from '../types/pages/other-pages';
import './AppForm.css';
import './SupportFormNoscript.css';

const PREFIX = 'hc-nojs-support';

/** The id of a field's control; the error summary links to it. */
export const fieldId = (name: string) => `${PREFIX}-${name}`;

export interface NoscriptSupportFormProps {
  kind: FormPageKind;
  /** The support form's products (none on the file-download page). */
  products: SupportProductOption[];
  /** What the visitor sent and what is wrong with it, when the form comes back to be fixed. */
  values?: Record<string, string>;
  problems?: SupportFormProblem[];
}

function Control({ spec, value, invalid }: { spec: FieldSpec; value: string; invalid: boolean }) {
  const labels = useServerMessages().forms;
  const id = fieldId(spec.name);
  const common = {
    id,
    name: spec.name,
    required: spec.required || undefined,
    'aria-required': spec.required || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? `${id}-error` : undefined,
  };
  if (spec.type === 'checkbox')
    return <input {...common} type="checkbox" value="true" defaultChecked={value === 'true'} />;
  if (spec.type === 'textarea')
    return <textarea {...common} rows={6} maxLength={spec.maxLength} defaultValue={value} />;
  if (spec.type === 'select') {
    return (
      <select {...common} defaultValue={value}>
        <option value="">{labels.chooseOne}</option>
        {spec.options?.map(([optionValue, label]) => (
          <option key={optionValue} value={optionValue}>
            {label}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      {...common}
      type={spec.type}
      maxLength={spec.maxLength}
      autoComplete={spec.type === 'email' ? 'email' : spec.name === 'name' ? 'name' : undefined}
      defaultValue={value}
    />
  );
}

export function NoscriptSupportForm({ kind, products, values = {}, problems = [] }: NoscriptSupportFormProps) {
  const labels = useServerMessages().forms;
  const { fields, heading, submit } = pageForm(kind, products, labels);
  const headingId = `${PREFIX}-heading`;
  return (
    <div className="hc-nojs-form">
      <p className="hc-external-app__noscript">{labels.noscriptIntro}</p>
      {/* No action: it posts to the page's own address, query included, as the scripted form names it. */}
      <form className="hc-app-form" method="post" noValidate aria-labelledby={headingId}>
        <h2 id={headingId} className="hc-app-form__heading">
          {heading}
        </h2>
        {fields.map((spec) => {
          const problem = problems.find((candidate) => candidate.field === spec.name);
          const id = fieldId(spec.name);
          const label = (
            <label htmlFor={id}>{spec.required ? fill(labels.requiredField, { label: spec.label }) : spec.label}</label>
          );
          const control = <Control spec={spec} value={values[spec.name] ?? ''} invalid={problem !== undefined} />;
          return (
            <div key={spec.name} className={`hc-app-form__field hc-app-form__field--${spec.type}`}>
              {/* A box sits before its label, as in the scripted form. */}
              {spec.type === 'checkbox' && control}
              {label}
              {spec.type !== 'checkbox' && control}
              {problem && (
                <p id={`${id}-error`} className="hc-app-form__error">
                  {problem.message}
                </p>
              )}
            </div>
          );
        })}
        <button type="submit" className="hc-button">
          {submit}
        </button>
      </form>
    </div>
  );
}

/**
 * The problems of a form sent back, above the page's heading: it takes focus when the page loads (no
 * script needed) so it is read first, and each field's problem links to that field.
 */
export function SupportFormErrorSummary({ problems }: { problems: SupportFormProblem[] }) {
  const labels = useServerMessages().forms;
  const titleId = `${PREFIX}-problems`;
  return (
    <div className="hc-error-summary" role="alert" aria-labelledby={titleId} tabIndex={-1} autoFocus>
      <h2 id={titleId} className="hc-error-summary__title">
        {labels.errorSummaryHeading}
      </h2>
      <ul className="hc-error-summary__list">
        {problems.map((problem) => (
          <li key={problem.field ?? problem.message}>
            {problem.field === null ? problem.message : <a href={`#${fieldId(problem.field)}`}>{problem.message}</a>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The confirmation of a request filed by the script-free form: its reference, what happens next and the
 * ways on. The scripted form shows the same in its place (client/external-apps/request-sent.ts).
 */
export function SupportRequestSent({
  kind,
  submission,
}: {
  /** The page whose form filed the request: its confirmation's way back names that form. */
  kind: FormPageKind;
  submission: Extract<SupportFormSubmission, { step: 'sent' }>;
}) {
  const labels = useServerMessages().forms;
  return (
    <div className="hc-request-sent">
      <div className="hc-request-sent__panel">
        <h1 className="hc-page__title hc-request-sent__title">{labels.sentHeading}</h1>
        <p className="hc-request-sent__reference">
          {labels.sentReference}
          <br />
          <strong>{submission.reference}</strong>
        </p>
      </div>
      <h2 className="hc-request-sent__next">{labels.nextHeading}</h2>
      <p>{submission.mailed ? labels.nextMail : labels.nextNoMail}</p>
      <p>{labels.nextReply}</p>
      {submission.requestsUrl && (
        <p>
          {labels.nextRequests} <a href={submission.requestsUrl}>{labels.portalRequests}</a>
        </p>
      )}
      <div className="hc-request-sent__actions">
        <a className="hc-button" href={submission.contactUrl}>
          {pageForm(kind, [], labels).another}
        </a>
        <a href={submission.homeUrl}>{labels.goHome}</a>
      </div>
    </div>
  );
}
