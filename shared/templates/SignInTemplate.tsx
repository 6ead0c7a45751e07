import { PageLayout } from '../components/PageLayout';
import { message, useMessages, usePartMessages } from '../i18n/messages';
import { signIn } from '../i18n/messages/en-US-sign-in';
import { fill } from '../i18n/messages';
import type { TemplateProps } from '../registry';
import type { AccountView } from '../types/pages/other-pages';
import { expectKind } from '../types/pages/by-kind';
import './templates.css';

/**
 * The signed-in visitor's account: who they are signed in as, where else they are signed in, with a
 * form that logs out of everywhere else (it answers with this page and what it ended), and the ways
 * to their support requests and to log out here.
 */
function AccountDetails({ account, action }: { account: AccountView; action: string }) {
  const labels = usePartMessages('signIn', signIn);
  /** The sentence of a count: none, one, or the many sentence with the count in it. */
  const byCount = (count: number, none: string, one: string, many: string) =>
    count === 0 ? none : count === 1 ? one : fill(many, { count });
  const others = byCount(
    account.otherSessions,
    labels.accountNoOtherSessions,
    labels.accountOneOtherSession,
    labels.accountOtherSessions,
  );
  const ended =
    account.ended === null
      ? null
      : byCount(account.ended, labels.accountEndedNone, labels.accountEndedOne, labels.accountEndedMany);
  return (
    <div className="hc-sign-in hc-account-page">
      {ended && (
        <p className="hc-account-page__notice" role="status">
          {ended}
        </p>
      )}
      <p>{fill(labels.accountSignedInAs, { email: account.email })}</p>
      <p>{fill(labels.accountSignedInOn, { date: account.signedInOn })}</p>
      <section aria-labelledby="hc-account-sessions">
        <h2 id="hc-account-sessions">{labels.accountSessionsHeading}</h2>
        <p>{others}</p>
        {account.otherSessions > 0 && (
          <form method="post" action={action}>
            <p id="hc-account-log-out-hint">{labels.logOutEverywhereElseHint}</p>
            <button className="hc-button" type="submit" aria-describedby="hc-account-log-out-hint">
              {labels.logOutEverywhereElse}
            </button>
          </form>
        )}
      </section>
      <section aria-labelledby="hc-account-support">
        <h2 id="hc-account-support">{labels.accountSupportHeading}</h2>
        <ul className="hc-account-page__links">
          <li>
            <a href={account.requestsUrl}>{labels.accountRequestsLink}</a>
          </li>
          <li>
            <a href={account.namedContactsUrl}>{labels.accountNamedContactsLink}</a>
          </li>
        </ul>
      </section>
      <p>
        <a href={account.logoutUrl}>{labels.accountLogOutLink}</a>
      </p>
    </div>
  );
}

/**
 * Sign-in and log-out: plain forms that work without JavaScript (with OpenID Connect only the
 * log-out form and the messages of a failed sign-in are shown here). Each step is one short
 * form; errors are announced with role="alert" and tied to the field with aria-describedby.
 */
export function SignInTemplate({ entry }: TemplateProps) {
  const page = expectKind(entry, 'signIn');
  const labels = { ...useMessages().page, ...usePartMessages('signIn', signIn) };
  const error = page.error ? (
    <p id="hc-sign-in-error" className="hc-sign-in__error" role="alert">
      {page.error}
    </p>
  ) : null;
  return (
    <PageLayout entry={page}>
      <h1 className="hc-page__title">{page.title}</h1>
      {page.step === 'form' && (
        <form className="hc-sign-in" method="post" action={page.action} noValidate>
          <p>{labels.signInIntro}</p>
          {error}
          <input type="hidden" name="continue" value={page.continueTo} />
          <label className="hc-sign-in__label" htmlFor="hc-sign-in-email">
            {labels.emailAddress}
          </label>
          <input
            id="hc-sign-in-email"
            className="hc-sign-in__input"
            type="email"
            name="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={page.email}
            aria-invalid={page.error ? true : undefined}
            // A refused address is the field to fix: focus starts there, as it would after a script's check.
            autoFocus={Boolean(page.error)}
            aria-describedby={page.error ? 'hc-sign-in-error' : undefined}
          />
          <button className="hc-button" type="submit">
            {labels.sendSignInLink}
          </button>
        </form>
      )}
      {page.step === 'sent' && (
        <section className="hc-sign-in" aria-live="polite">
          <p>{fill(labels.signInLinkSent, { email: page.email })}</p>
          {page.localLink && (
            <p>
              {labels.localSignInLink}{' '}
              <a href={page.localLink} data-testid="local-sign-in-link">
                {fill(labels.openSignInLink, { email: page.email })}
              </a>
            </p>
          )}
        </section>
      )}
      {page.step === 'confirm' && (
        <form className="hc-sign-in" method="post" action={page.action}>
          <p>{labels.confirmSignInIntro}</p>
          <input type="hidden" name="token" value={page.token} />
          <button className="hc-button" type="submit">
            {labels.continueSignIn}
          </button>
        </form>
      )}
      {page.step === 'logout' && (
        <form className="hc-sign-in" method="post" action={page.action}>
          <p>{labels.logOutQuestion}</p>
          <input type="hidden" name="continue" value={page.continueTo} />
          <button className="hc-button" type="submit">
            {labels.logOut}
          </button>
          <a href={page.continueTo}>{labels.stayLoggedIn}</a>
        </form>
      )}
      {page.step === 'account' && page.account && <AccountDetails account={page.account} action={page.action} />}
      {page.step === 'unavailable' && (
        <div className="hc-sign-in">
          <p role="alert">{page.error ?? labels.signInUnavailable}</p>
          {page.retryUrl && (
            <p>
              <a href={page.retryUrl}>{labels.tryAgainSignIn}</a>
            </p>
          )}
          {/* Ways on from here: the support form without signing in, or the page the visitor came from. */}
          {page.contactFormUrl && (
            <p>
              <a className="hc-button" href={page.contactFormUrl}>
                {message(page.locale, 'submitWithoutLoggingIn')}
              </a>
            </p>
          )}
          {page.backUrl && (
            <p>
              <a href={page.backUrl}>{labels.backToPreviousPage}</a>
            </p>
          )}
        </div>
      )}
    </PageLayout>
  );
}
