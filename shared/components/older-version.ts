import type { DeploymentSwitchView } from '../types/pages/common';

type VersionList = Extract<DeploymentSwitchView['dataCenter'], { kind: 'versions' }>;

/** A Data Center page's switch in a listed version that is not the product's current one. */
export type OlderVersionSwitch = DeploymentSwitchView & { dataCenter: VersionList & { currentVersion: string } };

/** Whether the switch is a Data Center page's in a version other than the product's current one. */
export function olderVersion(view: DeploymentSwitchView | undefined): view is OlderVersionSwitch {
  const dataCenter = view?.current === 'Data Center' ? view.dataCenter : undefined;
  return (
    dataCenter?.kind === 'versions' &&
    dataCenter.currentVersion !== undefined &&
    dataCenter.currentVersion !== dataCenter.latestVersion
  );
}
