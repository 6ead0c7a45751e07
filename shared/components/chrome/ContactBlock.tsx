import { useId } from 'react';
import { useSelector } from 'react-redux';
import { message } from '../../i18n/messages';
import { selectUser } from '../../state/auth';
import type { Locale } from '../../types/content';
import { supportContactLink } from './chrome-links';
import { useOffersSignIn } from './hooks';
import './ContactBlock.css';

export interface SupportFormUrls {
  authenticated: string;
  unauthenticated?: string;
}

export interface ContactBlockProps {
  supportFormUrls: SupportFormUrls;
  locale: Locale;
}

/**
 * 'Not finding the help you need?': the contact-support button (through sign-in for anonymous
 * visitors) and, when the form takes anonymous requests, a link to submit one without signing in.
 */
export function ContactBlock({ supportFormUrls, locale }: ContactBlockProps) {
  const headingId = useId();
  const user = useSelector(selectUser);
  const offersSignIn = useOffersSignIn();
  // Where nobody can sign in, the one button goes straight to the form anonymous visitors use.
  const contact = supportContactLink(locale, supportFormUrls, { signedIn: user.isAuthenticated, offersSignIn });
  const showAnonymousLink = offersSignIn && !user.isAuthenticated && Boolean(supportFormUrls.unauthenticated);
  return (
    <section className="hc-contact-block" aria-labelledby={headingId}>
      <h2 className="hc-contact-block__heading" id={headingId}>
        {message(locale, 'notFindingHelp')}
      </h2>
      <div className="hc-contact-block__actions">
        <a className="hc-contact-block__button" href={contact.url}>
          {contact.label}
        </a>
        {showAnonymousLink && supportFormUrls.unauthenticated && (
          <a className="hc-contact-block__link" href={supportFormUrls.unauthenticated}>
            {message(locale, 'submitWithoutLoggingIn')}
          </a>
        )}
      </div>
    </section>
  );
}
