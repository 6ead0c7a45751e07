/**
 * Image assets shown by kbImage entries. The files are hand-drawn SVG mock-ups in content/assets/;
 * sizes and dimensions are declared here (a test checks them against the files) so building the
 * space never reads the disk.
 */
import type { LinkObject, SpaceBuilder } from './space-builder';

export interface KbAssetFile {
  id: string;
  title: string;
  fileName: string;
  width: number;
  height: number;
  size: number;
}

export const KB_ASSET_FILES = {
  adminSystemMenu: {
    id: 'kb-asset-jira-admin-system-menu',
    title: 'Jira administration: System tab and Indexing link',
    fileName: 'kb-jira-admin-system-menu.svg',
    width: 640,
    height: 360,
    size: 2241,
  },
  indexingOptions: {
    id: 'kb-asset-jira-indexing-options',
    title: 'Jira Indexing page: Full re-index option',
    fileName: 'kb-jira-indexing-options.svg',
    width: 640,
    height: 380,
    size: 1960,
  },
  indexingProgress: {
    id: 'kb-asset-jira-indexing-progress',
    title: 'Jira re-indexing progress',
    fileName: 'kb-jira-indexing-progress.svg',
    width: 640,
    height: 220,
    size: 1038,
  },
  userDirectories: {
    id: 'kb-asset-confluence-user-directories',
    title: 'Confluence User Directories order',
    fileName: 'kb-confluence-user-directories.svg',
    width: 640,
    height: 300,
    size: 1759,
  },
  repositoryHooks: {
    id: 'kb-asset-bitbucket-repository-hooks',
    title: 'Bitbucket repository hooks settings',
    fileName: 'kb-bitbucket-repository-hooks.svg',
    width: 640,
    height: 320,
    size: 2299,
  },
  connectionPool: {
    id: 'kb-asset-db-connection-pool',
    title: 'Database connection pool exhaustion',
    fileName: 'kb-db-connection-pool.svg',
    width: 640,
    height: 280,
    size: 2536,
  },
} as const satisfies Record<string, KbAssetFile>;

export type KbAssetName = keyof typeof KB_ASSET_FILES;
export type KbAssets = Record<KbAssetName, LinkObject>;

export function addKbAssets(space: SpaceBuilder): KbAssets {
  const links: Partial<KbAssets> = {};
  for (const [name, file] of Object.entries(KB_ASSET_FILES) as [KbAssetName, KbAssetFile][]) {
    links[name] = space.asset(file.id, {
      title: file.title,
      fileName: file.fileName,
      contentType: 'image/svg+xml',
      width: file.width,
      height: file.height,
      size: file.size,
    });
  }
  return links as KbAssets;
}
