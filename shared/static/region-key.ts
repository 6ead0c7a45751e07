/**
 * The name of one static region on a page (docs/adr/044-static-regions.md): its module's name for it
 * and a hash of its props, which the server and the browser compute alike from the same page data.
 * A key from the content rather than from the region's place in the tree holds in every way React
 * may render it: hydrating, rendering again after a hydration error, or mounting it again later.
 */
import type { RenderedBody } from '../types/page';

function isRenderedBody(value: unknown): value is RenderedBody {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.id === 'string' && typeof record.html === 'string' && Array.isArray(record.toc);
}

/**
 * `name` and a 32-bit FNV-1a hash of the props' JSON. A rendered body counts by its id: its html is
 * blanked in the embedded state and read back from the DOM (client/restore-bodies.ts), which may
 * serialise it differently from the server's string. Functions are left out, as JSON leaves them.
 */
export function regionKey(name: string, props: object): string {
  const json = JSON.stringify(props, (_key, value: unknown) => (isRenderedBody(value) ? `body:${value.id}` : value));
  let hash = 0x811c9dc5;
  for (let i = 0; i < json.length; i += 1) {
    hash ^= json.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${name}-${(hash >>> 0).toString(36)}`;
}
