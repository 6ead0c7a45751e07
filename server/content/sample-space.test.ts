/**
 * The bundled sample space (content/sample-space.json, built by `npm run content:build`) is what
 * `npm start` serves with no configuration, so it must load cleanly. Its only problems are the
 * deliberate ones: links to draft entries, which the published snapshot drops and preview keeps.
 */
import { CONTENT_PAGE_KINDS } from '../../shared/types/page';
import { readExportFile } from './export-loader';
import { DEFAULT_CONTENT_FILE } from './file-source';
import type { ContentLogger } from './logger';
import { buildSnapshot } from './snapshot';

const silent: ContentLogger = { error: () => undefined };

async function sample() {
  const json = (await readExportFile(DEFAULT_CONTENT_FILE)) as {
    entries: { sys: { id: string; publishedVersion?: number } }[];
  };
  const drafts = json.entries.filter((entry) => entry.sys.publishedVersion === undefined).map((entry) => entry.sys.id);
  return { json, drafts };
}

describe('the bundled sample space', () => {
  it('has no problems in the published snapshot other than dropped links to drafts', async () => {
    const { json, drafts } = await sample();
    const snapshot = buildSnapshot(json, { logger: silent });
    const unexpected = snapshot.problems.filter(
      (problem) =>
        !drafts.some((id) =>
          problem.message.endsWith(`link to entry ${id} is dangling (missing, invalid or unpublished); dropped`),
        ),
    );
    expect(unexpected).toEqual([]);
    expect(drafts.length).toBeGreaterThan(0);
  });

  it('has no problems at all in preview, where drafts are included', async () => {
    const { json } = await sample();
    expect(buildSnapshot(json, { preview: true, logger: silent }).problems).toEqual([]);
  });

  it('routes at least one page of every content page type and Data Center versions', async () => {
    const { json } = await sample();
    const snapshot = buildSnapshot(json, { logger: silent });
    const routedTypes = new Set(snapshot.routes().map((route) => route.contentType));
    expect(CONTENT_PAGE_KINDS.filter((kind) => !routedTypes.has(kind))).toEqual([]);
    expect(snapshot.routes().some((route) => route.version !== undefined)).toBe(true);
    expect(snapshot.route('/')?.contentType).toBe('homePage');
  });
});
