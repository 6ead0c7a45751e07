/**
 * Product landing pages and the resources pages of app and theme contexts share one shape: title,
 * breadcrumbs, switch, notice, cards and a contact section.
 */
import { cardsFallBack } from '../../../shared/components/untranslated';
import type { Entry } from '../../../shared/types/content';
import type { CardView } from '../../../shared/types/pages/common';
import type { PageBase } from '../../../shared/types/page';
import type { LandingPageFields } from '../../../shared/types/pages/content-pages';
import { defined, productCard, resourceCard } from './cards';
import {
  entryPageBase,
  localizedBreadcrumbs,
  noticeOf,
  supportFormUrlsOf,
  type ResolveInput,
  type ResolvedPage,
} from './context';
import { landingDeploymentSwitch } from './deployment';
import { assetField, imageOf, linksField, textField } from './fields';
import { fieldLang, markText } from './text-lang';

/** The one product whose landing page has no contact section (compared by the letters of its slug). */
const NO_CONTACT_PRODUCT = 'trello';

export function hidesContactSection(context: Entry): boolean {
  const slug = textField(context, 'slug') ?? '';
  return slug.replace(/[^a-z]/gi, '').toLowerCase() === NO_CONTACT_PRODUCT;
}

export function landingFields(
  input: ResolveInput,
  context: Entry,
  extraCards: readonly Entry[] = [],
): { fields: LandingPageFields; entryIds: string[] } {
  const { snapshot, entry, locale } = input;
  const resourceCards = linksField(entry, 'resourceCards');
  const ownCards = resourceCards.map((card) => resourceCard(snapshot, card, locale, 'productSupportHomeDescription'));
  const cards: CardView[] = [
    ...ownCards,
    ...defined(extraCards.map((product) => productCard(snapshot, product, locale, snapshot.urlOf(entry.id)))),
  ];
  const fields: LandingPageFields = {
    breadcrumbs: localizedBreadcrumbs(input),
    supportFormUrls: supportFormUrlsOf(context, locale),
    cards,
    showContactSection: !hidesContactSection(context),
  };
  // Only the resource cards are the page's own words; the related products' cards name other pages.
  if (cardsFallBack(ownCards)) fields.cardsUntranslated = true;
  const description = textField(entry, 'description');
  if (description) fields.description = description;
  const icon = imageOf(assetField(context, 'icon'));
  if (icon) fields.icon = icon;
  const notice = noticeOf(input, context);
  if (notice) fields.notice = notice;
  if (context.contentType !== 'contextTheme') {
    const deploymentSwitch = landingDeploymentSwitch(context, locale);
    if (deploymentSwitch) fields.deploymentSwitch = deploymentSwitch;
  }
  const entryIds = [
    entry.id,
    context.id,
    ...resourceCards.map((card) => card.id),
    ...extraCards.map((card) => card.id),
    ...(notice ? [notice.id] : []),
  ];
  return { fields, entryIds };
}

/** A landing page view: the context's cards, notice and contact section under the entry's title. */
export function resolveLanding<K extends 'productLandingPage' | 'contextApp' | 'contextTheme'>(
  input: ResolveInput,
  kind: K,
  context: Entry,
  metaDescription: string | undefined,
  extraCards: readonly Entry[] = [],
): ResolvedPage<PageBase & LandingPageFields & { kind: K }> {
  const { fields, entryIds } = landingFields(input, context, extraCards);
  const view = { ...entryPageBase(input, kind, entryIds, { metaDescription }), ...fields };
  if (fields.description !== undefined)
    markText(view, 'description', fieldLang(input.snapshot, input.entry, 'description'));
  return { status: 200, entry: view, pageTree: [] };
}
