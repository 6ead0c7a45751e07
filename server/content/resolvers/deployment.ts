/**
 * The Cloud / Data Center switch and the product-restricted search scope. A page's counterpart in
 * another edition or version is the page at the same path below that edition's base (docs/routing.md):
 * the snapshot's routes say whether it exists, and a missing one is left undefined so the browser
 * can offer the 'Unable to find page' dialog instead of a dead link.
 */
import { versionsNewestFirst } from '../../../shared/search/versions';
import { SEARCH_RESULTS_PATH } from '../../../shared/constants';
import type { Entry, Locale } from '../../../shared/types/content';
import type { DeploymentSwitchView, SearchScope, VersionOption } from '../../../shared/types/pages/common';
import type { ContentSnapshot } from '../snapshot-types';
import { href } from './context';
import { boolField, linkField, linksField, stringRecordField, textField } from './fields';

type Edition = 'Cloud' | 'Data Center';

function editionOf(product: Entry): Edition | undefined {
  const deployment = textField(product, 'deployment');
  if (deployment === 'Cloud') return 'Cloud';
  if (deployment === 'Data Center' || deployment === 'Server') return 'Data Center';
  return undefined;
}

/** Every edition of the product: products sharing its product name. */
function editionsOf(snapshot: ContentSnapshot, product: Entry, locale: Locale): Partial<Record<Edition, Entry>> {
  const nameId = linkField(product, 'productNameReference')?.id;
  const editions: Partial<Record<Edition, Entry>> = {};
  const candidates = nameId
    ? snapshot
        .entriesOfType('product', locale)
        .filter((candidate) => linkField(candidate, 'productNameReference')?.id === nameId)
    : [product];
  for (const candidate of [product, ...candidates]) {
    const edition = editionOf(candidate);
    if (edition && !editions[edition]) editions[edition] = candidate;
  }
  return editions;
}

/**
 * The edition that tells a product apart from the other edition of the same name ('Bitbucket' is
 * both a Cloud and a Data Center product), or undefined for a product with one edition.
 */
export function distinguishingEdition(snapshot: ContentSnapshot, product: Entry, locale: Locale): Edition | undefined {
  const edition = editionOf(product);
  if (edition === undefined) return undefined;
  const editions = editionsOf(snapshot, product, locale);
  return editions.Cloud && editions['Data Center'] ? edition : undefined;
}

export function listedVersionsOf(product: Entry): string[] {
  return linksField(product, 'productVersions')
    .filter((version) => boolField(version, 'showInList'))
    .map((version) => textField(version, 'number'))
    .filter((number): number is string => number !== undefined);
}

function baseOf(product: Entry, version?: string): string {
  const slug = textField(product, 'slug') ?? '';
  return version ? `/${slug}/${version}` : `/${slug}`;
}

function existing(snapshot: ContentSnapshot, url: string): string | undefined {
  return snapshot.route(url) ? url : undefined;
}

export function searchScopeOf(product: Entry | undefined, version?: string): SearchScope {
  if (!product || product.contentType !== 'product') return {};
  const productId = linkField(product, 'productNameReference');
  const nameId = productId ? textField(productId, 'productNameId') : undefined;
  const edition = editionOf(product);
  if (!nameId || !edition) return {};
  const scope: SearchScope = { product: nameId, deployment: edition === 'Cloud' ? 'cloud' : 'data_center' };
  if (edition === 'Data Center' && version) scope.version = version;
  return scope;
}

function searchUrlFor(title: string, scope: SearchScope, locale: Locale): string {
  const params = new URLSearchParams({ searchTerm: title });
  if (scope.product && scope.deployment) {
    params.set('product', scope.product);
    params.set('deployment', scope.deployment);
    if (scope.deployment === 'data_center' && scope.version) params.set('version', scope.version);
  }
  return href(`${SEARCH_RESULTS_PATH}?${params.toString()}`, locale);
}

export interface DocsSwitchInput {
  snapshot: ContentSnapshot;
  locale: Locale;
  /** The page's context product. */
  product: Entry;
  /** Canonical url of the page being shown. */
  url: string;
  /** Data Center version of the url, when it is version specific. */
  version?: string;
  title: string;
}

/** The switch of a docs page (docs home, collection, topic set, topic, KB pages). */
export function docsDeploymentSwitch(input: DocsSwitchInput): DeploymentSwitchView | undefined {
  const { snapshot, locale, product, url, version, title } = input;
  const current = editionOf(product);
  if (!current) return undefined;
  const editions = editionsOf(snapshot, product, locale);
  const ownBase = baseOf(product, current === 'Data Center' ? version : undefined);
  const suffix = url.startsWith(ownBase) ? url.slice(ownBase.length) : '/docs/';
  const localized = (value: string | undefined) => (value === undefined ? undefined : href(value, locale));

  const cloud = editions.Cloud;
  const cloudUrl = cloud
    ? (existing(snapshot, `${baseOf(cloud)}${suffix}`) ?? existing(snapshot, `${baseOf(cloud)}/docs/`))
    : undefined;

  const view: DeploymentSwitchView = {
    current,
    searchUrl: searchUrlFor(title, searchScopeOf(editions['Data Center']), locale),
    dataCenter: { kind: 'none' },
  };
  if (cloudUrl) view.cloudUrl = href(cloudUrl, locale);

  const dataCenter = editions['Data Center'];
  if (!dataCenter) return view;
  const versions = listedVersionsOf(dataCenter);
  if (versions.length === 0) {
    const single = existing(snapshot, `${baseOf(dataCenter)}${suffix}`);
    view.dataCenter = { kind: 'single' };
    if (single) view.dataCenter.url = href(single, locale);
    return view;
  }
  const options: VersionOption[] = versions.map((number) => {
    const base = baseOf(dataCenter, number);
    const option: VersionOption = {
      number,
      searchUrl: searchUrlFor(title, searchScopeOf(dataCenter, number), locale),
    };
    const pageUrl = existing(snapshot, `${base}${suffix}`);
    const browseUrl = localized(existing(snapshot, `${base}/docs/`));
    if (pageUrl) option.url = href(pageUrl, locale);
    if (browseUrl) option.browseUrl = browseUrl;
    return option;
  });
  const own = textField(dataCenter, 'version');
  const latestVersion = own !== undefined && versions.includes(own) ? own : versionsNewestFirst(versions)[0];
  view.dataCenter = { kind: 'versions', versions: options };
  if (latestVersion) view.dataCenter.latestVersion = latestVersion;
  if (current === 'Data Center' && version) view.dataCenter.currentVersion = version;
  return view;
}

/** The switch of a landing page: the product's own Cloud and server urls, no versions. */
export function landingDeploymentSwitch(product: Entry, locale: Locale): DeploymentSwitchView | undefined {
  const current = editionOf(product);
  if (!current) return undefined;
  const urls = stringRecordField(product, 'deploymentUrls');
  const view: DeploymentSwitchView = {
    current,
    dataCenter: urls.server ? { kind: 'single', url: href(urls.server, locale) } : { kind: 'none' },
    searchUrl: href(SEARCH_RESULTS_PATH, locale),
  };
  if (urls.cloud) view.cloudUrl = href(urls.cloud, locale);
  return view;
}
