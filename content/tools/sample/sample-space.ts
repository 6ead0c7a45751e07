/** Builds the whole sample space in memory. The same function feeds the build script and the tests. */
import { contentTypes } from '../../model/content-types';
import { addAssets } from './assets';
import { addChrome } from './chrome';
import { addDocs } from './docs';
import { addKnowledgeBase } from './kb';
import { addLanding } from './landing';
import { addProducts } from './products';
import { SpaceBuilder } from './space-builder';
import type { ContentfulExport } from './space-builder';

export function buildSampleSpace(): ContentfulExport {
  const space = new SpaceBuilder(contentTypes);
  const assets = addAssets(space);
  const products = addProducts(space, assets);
  const landing = addLanding(space, assets, products);
  const docs = addDocs(space, assets, products, landing);
  addKnowledgeBase(space, { products: products.products });
  addChrome(space, assets, products, landing, docs);
  return space.toExport();
}

/** The export as written to content/sample-space.json: two-space indentation and a final newline. */
export function serializeSampleSpace(space: ContentfulExport): string {
  return `${JSON.stringify(space, null, 2)}\n`;
}
