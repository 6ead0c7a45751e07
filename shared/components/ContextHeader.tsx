import type { ContextPageFields } from '../types/pages/common';
import { DeploymentSwitch } from './DeploymentSwitch';
import { StaticBreadcrumbs, StaticNotice } from './regions.static';

/**
 * Breadcrumbs, deployment switch and notice: the top of every docs and landing page. The breadcrumbs
 * and the notice are static regions (docs/adr/044-static-regions.md); the switch is interactive.
 */
export function ContextHeader({ page, currentId }: { page: ContextPageFields; currentId: string }) {
  return (
    <>
      <StaticBreadcrumbs items={page.breadcrumbs} currentId={currentId} />
      {page.deploymentSwitch && <DeploymentSwitch view={page.deploymentSwitch} />}
      {page.notice && <StaticNotice notice={page.notice} />}
    </>
  );
}
