import type { ContextPageFields } from '../types/pages/common';
import { Breadcrumbs } from './Breadcrumbs';
import { DeploymentSwitch } from './DeploymentSwitch';
import { Notice } from './Notice';

/** Breadcrumbs, deployment switch and notice: the top of every docs and landing page. */
export function ContextHeader({ page, currentId }: { page: ContextPageFields; currentId: string }) {
  return (
    <>
      <Breadcrumbs items={page.breadcrumbs} currentId={currentId} />
      {page.deploymentSwitch && <DeploymentSwitch view={page.deploymentSwitch} />}
      {page.notice && <Notice notice={page.notice} />}
    </>
  );
}
