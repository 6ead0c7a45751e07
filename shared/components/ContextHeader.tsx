import type { ContextPageFields } from '../types/pages/common';
import { IntentDeploymentSwitch } from './context-header.intent';
import { StaticBreadcrumbs, StaticNotice } from './regions.static';
import { StaticOlderVersionNotice } from './version-notice.static';

/**
 * Breadcrumbs, deployment switch, a Data Center version's notice when it is not the newest, and the
 * page's notice: the top of every docs and landing page. The breadcrumbs and the notices are static
 * regions (docs/adr/044-static-regions.md); the switch is hydrated when the
 * visitor turns to it (docs/adr/045-hydration-on-intent.md).
 */
export function ContextHeader({ page, currentId }: { page: ContextPageFields; currentId: string }) {
  return (
    <>
      <StaticBreadcrumbs items={page.breadcrumbs} currentId={currentId} />
      {page.deploymentSwitch && <IntentDeploymentSwitch view={page.deploymentSwitch} />}
      {page.deploymentSwitch && <StaticOlderVersionNotice view={page.deploymentSwitch} />}
      {page.notice && <StaticNotice notice={page.notice} />}
    </>
  );
}
