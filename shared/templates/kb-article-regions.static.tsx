/**
 * The KB article template's static regions (docs/adr/044-static-regions.md): the versions it applies
 * to and 'Still need help?'. Links and text only; the browser keeps the server's markup and loads
 * none of this code.
 */
import { useServerMessages } from '../i18n/server-messages';
import { staticRegion } from '../static/static-region';
import type { KbVersionView } from '../types/pages/content-pages';

/** 'Jira Software Data Center 9.12 and later': the name and platform in their language, where it is not the page's. */
function VersionText({ row }: { row: KbVersionView }) {
  const named = [row.name, row.platform].filter(Boolean).join(' ');
  const rest = [row.versionNumber, row.versionModifier].filter(Boolean).join(' ');
  if (row.lang === undefined) return [named, rest].filter(Boolean).join(' ');
  return (
    <>
      <span lang={row.lang}>{named}</span>
      {rest === '' ? '' : ` ${rest}`}
    </>
  );
}

/** The product and app versions the article applies to. */
function KbVersions({
  productVersions,
  appVersions,
}: {
  productVersions: readonly KbVersionView[];
  appVersions: readonly KbVersionView[];
}) {
  const labels = useServerMessages().page;
  return (
    <section className="hc-kb-meta">
      {productVersions.length > 0 && (
        <>
          <h2>{labels.products}</h2>
          <ul>
            {productVersions.map((row) => (
              <li key={row.id}>
                <VersionText row={row} />
              </li>
            ))}
          </ul>
        </>
      )}
      {appVersions.length > 0 && (
        <>
          <h2>{labels.appsLabel}</h2>
          <ul>
            {appVersions.map((row) => (
              <li key={row.id}>
                <VersionText row={row} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** 'Still need help?': the community and the problem report. */
function StillNeedHelp({
  askCommunityUrl,
  reportProblemUrl,
  communityUrl,
}: {
  askCommunityUrl: string;
  reportProblemUrl: string;
  communityUrl: string;
}) {
  const labels = useServerMessages().page;
  return (
    <section className="hc-still-need-help" aria-labelledby="hc-still-need-help">
      <h2 id="hc-still-need-help">{labels.stillNeedHelp}</h2>
      <p>{labels.stillNeedHelpMessage}</p>
      <p>
        <a className="hc-button" href={askCommunityUrl}>
          {labels.askTheCommunity}
        </a>{' '}
        <a className="hc-button hc-button--subtle" href={reportProblemUrl}>
          {labels.reportProblem}
        </a>
      </p>
      <p>
        <a href={communityUrl}>{labels.browseCommunity}</a>
      </p>
    </section>
  );
}

export const StaticKbVersions = staticRegion('kb-versions', KbVersions);
export const StaticStillNeedHelp = staticRegion('still-need-help', StillNeedHelp);
