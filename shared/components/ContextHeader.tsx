import type { ContextPageFields } from '../types/pages/common';
import { IntentDeploymentSwitch } from './context-header.intent';
import { olderVersion } from './older-version';
import { StaticBreadcrumbs, StaticNotice } from './regions.static';
import { StaticOlderVersionNotice } from './version-notice.static';

/**
 * Breadcrumbs and deployment switch: the top of every docs and landing page, above the title. The
 * breadcrumbs are a static region (docs/adr/044-static-regions.md); the switch is hydrated when the
 * visitor turns to it (docs/adr/045-hydration-on-intent.md). The page's notices follow the title
 * (`ContextNotices`).
 */
export function ContextHeader({ page, currentId }: { page: ContextPageFields; currentId: string }) {
  return (
    <>
      <StaticBreadcrumbs items={page.breadcrumbs} currentId={currentId} />
      {page.deploymentSwitch && <IntentDeploymentSwitch view={page.deploymentSwitch} />}
    </>
  );
}

/**
 * A Data Center version's notice when it is not the current one, then the page's notice: right after
 * the title and before the page's own content, so a phone's first screen starts with the title
 * (docs/adr/055-a-phone-starts-with-the-title.md). Both are static regions, each in the page only
 * when it shows.
 */
export function ContextNotices({ page }: { page: ContextPageFields }) {
  return (
    <>
      {olderVersion(page.deploymentSwitch) && <StaticOlderVersionNotice view={page.deploymentSwitch} />}
      {page.notice && <StaticNotice notice={page.notice} />}
    </>
  );
}
