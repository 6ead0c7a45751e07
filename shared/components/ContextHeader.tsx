import type { ContextPageFields } from '../types/pages/common';
import { IntentDeploymentSwitch } from './context-header.intent';
import { olderVersion } from './older-version';
import { StaticBreadcrumbs, StaticNotice } from './regions.static';
import { StaticOlderVersionNotice } from './version-notice.static';

/**
 * Breadcrumbs, deployment switch, a Data Center version's notice when it is not the current one, and
 * the page's notice: the top of every docs and landing page. The breadcrumbs and the notices are
 * static regions (docs/adr/044-static-regions.md); the switch is hydrated when the visitor turns to it
 * (docs/adr/045-hydration-on-intent.md). The older-version notice's region is in the page only when it
 * shows: an empty region would still be the context's last child, which keeps the margin off the one
 * before it (PageLayout.css).
 */
export function ContextHeader({ page, currentId }: { page: ContextPageFields; currentId: string }) {
  return (
    <>
      <StaticBreadcrumbs items={page.breadcrumbs} currentId={currentId} />
      {page.deploymentSwitch && <IntentDeploymentSwitch view={page.deploymentSwitch} />}
      {olderVersion(page.deploymentSwitch) && <StaticOlderVersionNotice view={page.deploymentSwitch} />}
      {page.notice && <StaticNotice notice={page.notice} />}
    </>
  );
}
