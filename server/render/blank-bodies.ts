/**
 * Article bodies are rendered html strings (RenderedBody: {id, html, toc}). They make up most of a
 * page, so the embedded state carries them blanked and the browser restores them from the server's
 * `[data-body-id]` elements before hydrating (ARCHITECTURE.md section 5). The walker is generic so a
 * body anywhere in any page view model (entry.body, entry.notice.message, list items…) is found.
 */
import type { RenderedBody } from '../../shared/types/page';

export function isRenderedBody(value: unknown): value is RenderedBody {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return typeof record.id === 'string' && typeof record.html === 'string' && Array.isArray(record.toc);
}

/** Returns a copy of `value` with every RenderedBody's html set to ''; the input is not changed. */
export function blankBodies<T>(value: T): T {
  return walk(value) as T;
}

function walk(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(walk);
  if (typeof value !== 'object' || value === null) return value;
  if (isRenderedBody(value)) return { ...value, html: '' };
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) copy[key] = walk(child);
  return copy;
}

/** Every RenderedBody in `value`, depth first; used by tests and by the client to restore them. */
export function collectBodies(value: unknown, into: RenderedBody[] = []): RenderedBody[] {
  if (Array.isArray(value)) {
    for (const child of value) collectBodies(child, into);
  } else if (typeof value === 'object' && value !== null) {
    if (isRenderedBody(value)) into.push(value);
    else for (const child of Object.values(value)) collectBodies(child, into);
  }
  return into;
}
