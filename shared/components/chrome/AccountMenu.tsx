import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { message } from '../../i18n/messages';
import { selectUser } from '../../state/auth';
import type { Locale } from '../../types/content';
import { loginUrl } from './chrome-links';
import { useOnSignInPage, useReturnTo } from './hooks';
import './AccountMenu.css';

export interface AccountMenuProps {
  locale: Locale;
  returnTo?: string;
  /** False on a site that offers no sign-in (HeaderView.signIn): nothing is shown. */
  offersSignIn?: boolean;
}

// The browser learns the user after hydration, so the server's markup and the first client render
// are always the Sign in link; the avatar menu's code is fetched only for a signed-in visitor.
const SignedInAccountMenu = lazy(() =>
  import(/* webpackChunkName: "lazy-account-menu" */ './SignedInAccountMenu').then((module) => ({
    default: module.SignedInAccountMenu,
  })),
);

/**
 * The Sign in link for anonymous visitors, or the avatar menu (SignedInAccountMenu.tsx) for a
 * signed-in user. Both states sit in one fixed-size box, so the switch after the browser learns
 * the user shifts nothing. A site that offers no sign-in has no box: nobody can be signed in there.
 */
export function AccountMenu({ locale, returnTo, offersSignIn = true }: AccountMenuProps) {
  const user = useSelector(selectUser);
  const continueTo = useReturnTo(returnTo);
  // On the sign-in page itself the link would only lead back to it: the box stays, empty.
  const onSignInPage = useOnSignInPage();

  if (!offersSignIn) return null;
  if (!user.isAuthenticated && onSignInPage) return <div className="hc-account" />;
  if (!user.isAuthenticated) {
    return (
      <div className="hc-account">
        <a className="hc-account__sign-in" href={loginUrl(continueTo, locale)}>
          {message(locale, 'signIn')}
        </a>
      </div>
    );
  }
  return (
    <Suspense fallback={<div className="hc-account" />}>
      <SignedInAccountMenu locale={locale} {...(returnTo === undefined ? {} : { returnTo })} />
    </Suspense>
  );
}
