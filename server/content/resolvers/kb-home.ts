import { fill } from '../../../shared/i18n/messages';
import { serverMessagesFor } from '../../../shared/i18n/server-messages';
import { SEARCH_RESULTS_PATH } from '../../../shared/constants';
import type { Locale } from '../../../shared/types/content';
import type { LinkView } from '../../../shared/types/page';
import type { KbHomePageView } from '../../../shared/types/pages/content-pages';

import { href, entryPageBase, type ResolveInput, type ResolvedPage } from './context';
import { titleOf } from './fields';
import {
  COMMUNITY_URL,
  DEVELOPER_COMMUNITY_URL,
  DEVELOPER_SUPPORT_URL,
  PARTNER_DIRECTORY_URL,
  contactPathFor,
} from './help-links';
import { supportProductKeyOf } from './support-products';
import { searchScopeOf } from './deployment';
import { kbHomeArticles } from './kb-article';
import { docsContext } from './page-fields';
import { fillMarked, markText, titleLang } from './text-lang';

/** The 'More ways to get help' block, in SPEC.md order; its contact link opens the form on the KB's product. */
export function moreWaysToGetHelp(locale: Locale, product?: string): LinkView[] {
  const labels = serverMessagesFor(locale).page;
  return [
    {
      id: 'contact',
      label: labels.contactSupport,
      description: labels.contactSupportDescription,
      url: href(contactPathFor({ product }), locale),
    },
    { id: 'community', label: labels.community, description: labels.communityDescription, url: COMMUNITY_URL },
    {
      id: 'developer-community',
      label: labels.developerCommunity,
      description: labels.developerCommunityDescription,
      url: DEVELOPER_COMMUNITY_URL,
    },
    {
      id: 'developer-support',
      label: labels.developerSupportDesk,
      description: labels.developerSupportDeskDescription,
      url: DEVELOPER_SUPPORT_URL,
    },
    { id: 'partner', label: labels.partner, description: labels.partnerDescription, url: PARTNER_DIRECTORY_URL },
  ];
}

export function resolveKbHome(input: ResolveInput): ResolvedPage<KbHomePageView> {
  const { entry, locale } = input;
  const { context, fields: allFields } = docsContext(input);
  const { deploymentSwitch: _switch, ...fields } = allFields;
  const title = titleOf(entry);
  const articles = kbHomeArticles(input, entry.id);
  // '{title} ナレッジ ベース': an untranslated title is marked in it.
  const heading = fillMarked(
    serverMessagesFor(locale).page.knowledgeBase,
    'title',
    title,
    titleLang(input.snapshot, entry),
  );
  const view: KbHomePageView = {
    ...entryPageBase(input, 'pageKbHome', [context, fields.notice, ...articles.entries], {
      title: fill(serverMessagesFor(locale).page.knowledgeBase, { title }),
    }),
    ...fields,
    heading: heading.text,
    searchUrl: href(SEARCH_RESULTS_PATH, locale),
    searchScope: { ...searchScopeOf(context), category: 'knowledgeBase' },
    articles: articles.links,
    moreWaysToGetHelp: moreWaysToGetHelp(locale, supportProductKeyOf(context)),
  };
  return { status: 200, entry: markText(view, 'heading', heading.lang), pageTree: [] };
}
