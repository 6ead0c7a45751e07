import { useId } from 'react';
import { useSelector } from 'react-redux';
import { HELPFUL_TOPICS_CARD_LIMIT } from '../../constants';
import { message } from '../../i18n/messages';
import { selectUser } from '../../state/auth';
import type { Locale } from '../../types/content';
import type { HelpfulTopicView, LinkView } from '../../types/page';
import { fixedExtraLinks, loginUrl } from './chrome-links';
import { useContactLink, useOnSignInPage, useReturnTo, useShowsContactButton } from './hooks';
import './SidePanel.css';

export type HelpfulTopic = HelpfulTopicView;

export interface SidePanelProps {
  locale: Locale;
  /** Extra links from content; marketplace, developers and training always follow them. */
  additionalLinks: readonly LinkView[];
  variant?: 'default' | 'documentation';
  helpfulTopics?: readonly HelpfulTopic[];
  /** Page to return to after signing in; the current location when omitted. */
  returnTo?: string;
  /** False on a site that offers no sign-in (HeaderView.signIn): no 'Log in to account'. */
  offersSignIn?: boolean;
  onChoose?: () => void;
}

function HelpfulTopics({
  topics,
  locale,
  onChoose,
}: {
  topics: readonly HelpfulTopic[];
  locale: Locale;
  onChoose?: () => void;
}) {
  const headingId = useId();
  const asCards = topics.length <= HELPFUL_TOPICS_CARD_LIMIT;
  return (
    <section className="hc-side-panel__topics" aria-labelledby={headingId}>
      <h2 className="hc-side-panel__heading" id={headingId}>
        {message(locale, 'helpfulTopics')}
      </h2>
      <ul className={asCards ? 'hc-side-panel__topic-cards' : 'hc-side-panel__topic-links'}>
        {topics.map((topic) => (
          <li key={topic.id} className={asCards ? 'hc-side-panel__topic-card' : 'hc-side-panel__topic-link'}>
            <a href={topic.url} onClick={onChoose} lang={topic.lang}>
              {asCards ? <span className="hc-side-panel__topic-title">{topic.title}</span> : topic.title}
            </a>
            {asCards && topic.description && (
              <p className="hc-side-panel__topic-description" lang={topic.descriptionLang}>
                {topic.description}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Sign-in and contact links, helpful topics on documentation pages, and the extra links. */
export function SidePanel({
  locale,
  additionalLinks,
  variant = 'default',
  helpfulTopics = [],
  returnTo,
  offersSignIn = true,
  onChoose,
}: SidePanelProps) {
  const user = useSelector(selectUser);
  const continueTo = useReturnTo(returnTo);
  const onSignInPage = useOnSignInPage();
  const showsContact = useShowsContactButton();
  const contact = useContactLink(locale, offersSignIn);
  const extraLinks = [...additionalLinks, ...fixedExtraLinks(locale)];
  return (
    <div className="hc-side-panel">
      <ul className="hc-side-panel__actions">
        {offersSignIn && !user.isAuthenticated && !onSignInPage && (
          <li>
            <a className="hc-side-panel__action" href={loginUrl(continueTo, locale)} onClick={onChoose}>
              {message(locale, 'logInToAccount')}
            </a>
          </li>
        )}
        {showsContact && (
          <li>
            <a className="hc-side-panel__action" href={contact.url} onClick={onChoose}>
              {contact.label}
            </a>
          </li>
        )}
      </ul>
      {variant === 'documentation' && helpfulTopics.length > 0 && (
        <HelpfulTopics topics={helpfulTopics} locale={locale} onChoose={onChoose} />
      )}
      <ul className="hc-side-panel__links" aria-label={message(locale, 'moreLinks')}>
        {extraLinks.map((link) => (
          <li key={link.id ?? link.url}>
            <a className="hc-side-panel__link" href={link.url} onClick={onChoose} lang={link.lang}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
