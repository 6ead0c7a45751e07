import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig } from '../../config/config';
import { FakePreviewApi, PREVIEW_SPACE } from '../../test/support/fake-preview-api';
import { ContentfulPreviewSource } from './contentful-preview-source';
import { fixtureSpace } from './fixture-space';
import type { ContentLogger } from './logger';
import { SnapshotPreviewContent } from './preview-content';
import { previewContentFor } from './preview-setup';
import { buildSnapshot } from './snapshot';

const TOKEN = 'preview-setup-token-91c2';
const silent: ContentLogger = { error: () => undefined, warn: () => undefined, info: () => undefined };

describe('previewContentFor', () => {
  const exported = fixtureSpace().toExport();
  const published = buildSnapshot(exported, { logger: silent });
  const store = { current: () => published };
  let dir: string;
  let contentFile: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'help-centre-preview-setup-'));
    contentFile = path.join(dir, 'space.json');
    writeFileSync(contentFile, JSON.stringify(exported));
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('sets up nothing when no request can be a preview', async () => {
    expect(await previewContentFor(parseConfig({ CONTENT_FILE: contentFile }), store, silent)).toBeUndefined();
  });

  it('leaves PREVIEW=on without a token to the store, which already holds the file’s drafts', async () => {
    const config = parseConfig({ CONTENT_FILE: contentFile, PREVIEW: 'on' });

    expect(await previewContentFor(config, store, silent)).toBeUndefined();
  });

  it('builds the file’s drafts for preview hosts of a published deployment', async () => {
    // Act
    const content = await previewContentFor(
      parseConfig({ CONTENT_FILE: contentFile, PREVIEW_HOSTS: 'preview.example.com' }),
      store,
      silent,
    );

    // Assert
    expect(content).toBeInstanceOf(SnapshotPreviewContent);
    expect(content!.snapshot().preview).toBe(true);
  });

  it('reads drafts from the Preview API that CONTENTFUL_PREVIEW_HOST names, over the export file', async () => {
    // Arrange
    const api = new FakePreviewApi(structuredClone(exported), TOKEN);
    await api.listen();
    api.edit('topic-board', 'topicTitle', { 'en-US': 'Create a board from the Preview API' });
    const config = parseConfig({
      CONTENT_FILE: contentFile,
      PREVIEW: 'on',
      CONTENTFUL_SPACE_ID: PREVIEW_SPACE,
      CONTENTFUL_PREVIEW_TOKEN: TOKEN,
      CONTENTFUL_PREVIEW_HOST: `http://${api.host}`,
    });

    try {
      // Act
      const content = await previewContentFor(config, store, silent);
      const page = await content!.page(published.urlOf('topic-board')!);

      // Assert
      expect(content).toBeInstanceOf(ContentfulPreviewSource);
      expect(page.kind).toBe('page');
      expect(page.snapshot.entry('topic-board')?.fields.topicTitle).toBe('Create a board from the Preview API');
    } finally {
      await api.close();
    }
  });
});
