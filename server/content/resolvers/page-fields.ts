/** The context fields every docs and landing page shares: breadcrumbs, notice, switch, support forms. */
import { linkField, linksField, textField, titleOf } from './fields';
import type { Entry } from '../../../shared/types/content';
import type { HelpfulTopicView } from '../../../shared/types/page';
import type { ContextPageFields } from '../../../shared/types/pages/common';
import { defined, pageCard } from './cards';

import { contextOf, localizedBreadcrumbs, noticeOf, supportFormUrlsOf, type ResolveInput } from './context';
import { docsDeploymentSwitch } from './deployment';

export interface DocsContext {
  context: Entry | undefined;
  fields: ContextPageFields;
}

/** The content types of documentation pages, which show the documentation side panel. */
const DOCUMENTATION_TYPES: ReadonlySet<string> = new Set(['documentedProduct', 'collection', 'topicSet', 'topic']);

/**
 * Helpful topics of a documentation page: the guides (collections of page type Guide) of the docs
 * home of the page's context, in the page's version. Every docs page of a product shares the list,
 * so a visitor deep in a topic can jump to any guide of the same product from the side panel.
 */
export function helpfulTopicsOf(input: ResolveInput, context: Entry | undefined): HelpfulTopicView[] {
  if (!context || !DOCUMENTATION_TYPES.has(input.entry.contentType)) return [];
  const { snapshot, locale, route } = input;
  const docsHome =
    input.entry.contentType === 'documentedProduct'
      ? input.entry
      : snapshot
          .entriesOfType('documentedProduct', locale)
          .find((page) => linkField(page, 'context')?.id === context.id);
  if (!docsHome) return [];
  const guides = linksField(docsHome, 'collections').filter((item) => textField(item, 'pageType') === 'Guide');
  return defined(guides.map((guide) => pageCard(snapshot, guide, locale, undefined, route.version))).map(
    ({ id, title, url, description, lang, descriptionLang }) => {
      const topic: HelpfulTopicView = description ? { id, title, url, description } : { id, title, url };
      if (lang) topic.lang = lang;
      if (description && descriptionLang) topic.descriptionLang = descriptionLang;
      return topic;
    },
  );
}

/**
 * The switch is shown only for pages in a product context: apps and themes have a single edition,
 * so their pages hide the selector (SPEC.md section 2, topic page).
 */
export function docsContext(input: ResolveInput): DocsContext {
  const context = contextOf(input.entry);
  const fields: ContextPageFields = {
    breadcrumbs: localizedBreadcrumbs(input),
    supportFormUrls: supportFormUrlsOf(context, input.locale),
  };
  const notice = noticeOf(input, context);
  if (notice) fields.notice = notice;
  const helpfulTopics = helpfulTopicsOf(input, context);
  if (helpfulTopics.length > 0) fields.helpfulTopics = helpfulTopics;
  if (context?.contentType === 'product') {
    const deploymentSwitch = docsDeploymentSwitch({
      snapshot: input.snapshot,
      locale: input.locale,
      product: context,
      url: input.route.url,
      version: input.route.version,
      title: titleOf(input.entry),
    });
    if (deploymentSwitch) fields.deploymentSwitch = deploymentSwitch;
  }
  return { context, fields };
}
