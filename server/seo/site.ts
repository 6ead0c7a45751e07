/** Site-wide names the crawler documents share, read from content so they follow its translation. */
import { serverMessagesFor } from '../../shared/i18n/server-messages';
import type { Locale } from '../../shared/types/content';
import { textField } from '../content/resolvers/fields';
import type { ContentSnapshot } from '../content/snapshot-types';

/** The site's name in a locale: the home page's title ('Atlassian Support'), else the word 'Support'. */
export function siteName(snapshot: ContentSnapshot, locale: Locale): string {
  const homeRoute = snapshot.route('/');
  const home = homeRoute ? snapshot.entry(homeRoute.entryId, locale) : undefined;
  return (home && textField(home, 'title')) ?? serverMessagesFor(locale).account.support;
}
