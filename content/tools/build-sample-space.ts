/**
 * Writes content/sample-space.json (the bundled sample space, a contentful-export file) and
 * docs/content-model.md. Run with `npm run content:build`; the output is identical between runs.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { contentTypes } from '../model/content-types';
import { renderContentModelDoc } from './content-model-doc';
import { buildSampleSpace, serializeSampleSpace } from './sample/sample-space';

async function main(): Promise<void> {
  const root = process.cwd();
  const space = buildSampleSpace();
  writeFileSync(resolve(root, 'content/sample-space.json'), serializeSampleSpace(space));
  // Formatted like every other markdown file, so `prettier --check .` stays green after a build.
  const docPath = resolve(root, 'docs/content-model.md');
  const options = (await resolveConfig(docPath)) ?? {};
  writeFileSync(docPath, await format(renderContentModelDoc(contentTypes), { ...options, filepath: docPath }));
  console.log(`Wrote content/sample-space.json: ${space.entries.length} entries, ${space.assets.length} assets.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
