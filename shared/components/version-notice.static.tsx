/**
 * The notice of a Data Center page in a version other than the product's current one (a static
 * region, docs/adr/044-static-regions.md): which version the visitor reads, and a link to the same
 * page in the current version, or to that version's documentation when the page is not in it.
 */
import { fill } from '../i18n/messages';
import { useServerMessages } from '../i18n/server-messages';
import { staticRegion } from '../static/static-region';
import type { DeploymentSwitchView } from '../types/pages/common';
import { olderVersion } from './older-version';

function OlderVersionNotice({ view }: { view: DeploymentSwitchView }) {
  const labels = useServerMessages().page;
  if (!olderVersion(view)) return null;
  const { dataCenter } = view;
  const latest = dataCenter.versions.find((option) => option.number === dataCenter.latestVersion);
  if (!latest) return null;
  return (
    <p className="hc-notice hc-notice--information hc-version-notice">
      {fill(labels.olderVersion, { version: dataCenter.currentVersion })}{' '}
      <a href={latest.url ?? latest.browseUrl ?? latest.searchUrl}>
        {fill(latest.url ? labels.thisPageInVersion : labels.versionDocumentation, { version: latest.number })}
      </a>
    </p>
  );
}

export const StaticOlderVersionNotice = staticRegion('older-version-notice', OlderVersionNotice);
