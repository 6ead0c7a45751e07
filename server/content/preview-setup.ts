/**
 * Chooses what preview requests read at start (docs/adr/023-live-preview.md): the Contentful
 * Preview API when a preview token is configured, laid over the synced content or the export file;
 * otherwise the export file's drafts. Undefined when the store's own snapshot already is the
 * preview content (PREVIEW=on without a token) or there is no preview at all.
 */
import type { Config } from '../../config/config';
import { onFirstUse } from '../lazy-module';
import { readExportFile } from './export-loader';
import type { ContentLogger } from './logger';
import { SnapshotPreviewContent, type PreviewContent } from './preview-content';
import { buildSnapshot } from './snapshot';
import type { ContentSnapshot } from './snapshot-types';

// The Contentful SDK is loaded only when a preview token configures the Preview API.
const loadPreviewSource = onFirstUse('contentful', () => import('./contentful-preview-source'));

export async function previewContentFor(
  config: Readonly<Config>,
  store: { current(): ContentSnapshot },
  logger: ContentLogger,
  syncedExport?: () => unknown,
): Promise<PreviewContent | undefined> {
  const { all, hosts } = config.previewAccess;
  if (!all && hosts.length === 0) return undefined;
  const preview = config.contentfulPreview;
  if (preview) {
    let base: () => { snapshot: ContentSnapshot; exportDocument: unknown };
    if (syncedExport) {
      // The published snapshot maps urls to entries; the Preview API supplies the drafts.
      base = () => ({ snapshot: store.current(), exportDocument: syncedExport() ?? {} });
    } else {
      const exportDocument = await readExportFile(config.contentFile);
      // PREVIEW=on already loaded the file with its drafts into the store; a preview host needs its own copy.
      const snapshot = all ? undefined : buildSnapshot(exportDocument, { preview: true, logger });
      base = () => ({ snapshot: snapshot ?? store.current(), exportDocument });
    }
    const { ContentfulPreviewSource } = await loadPreviewSource();
    return new ContentfulPreviewSource({
      space: preview.spaceId,
      environment: preview.environment,
      accessToken: preview.previewToken,
      host: preview.host,
      insecure: preview.insecure,
      base,
      logger,
    });
  }
  if (all || config.contentful) return undefined;
  const drafts = buildSnapshot(await readExportFile(config.contentFile), { preview: true, logger });
  return new SnapshotPreviewContent(() => drafts);
}
