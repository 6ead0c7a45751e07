/** The context fields every docs and landing page shares: breadcrumbs, notice, switch, support forms. */
import { titleOf } from './fields';
import type { Entry } from '../../../shared/types/content';
import type { ContextPageFields } from '../../../shared/types/pages/common';

import { contextOf, localizedBreadcrumbs, noticeOf, supportFormUrlsOf, type ResolveInput } from './context';
import { docsDeploymentSwitch } from './deployment';

export interface DocsContext {
  context: Entry | undefined;
  fields: ContextPageFields;
}

/**
 * The switch is shown only for pages in a product context: apps and themes have a single edition,
 * so their pages hide the selector (SPEC.md section 2, topic page).
 */
export function docsContext(input: ResolveInput): DocsContext {
  const context = contextOf(input.entry);
  const fields: ContextPageFields = {
    breadcrumbs: localizedBreadcrumbs(input),
    supportFormUrls: supportFormUrlsOf(context),
  };
  const notice = noticeOf(input, context);
  if (notice) fields.notice = notice;
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
