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

/**
 * Returns `value` with every RenderedBody's html set to ''; the input is not changed. Only the bodies
 * and the objects and arrays on the way to them are copied, everything else is shared with the
 * input (the result is for serialising, and most of a page's state holds no body).
 */
export function blankBodies<T>(value: T): T {
  return walk(value) as T;
}

function walk(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index += 1) {
      const child: unknown = value[index];
      const walked = walk(child);
      if (walked !== child) {
        copy ??= value.slice();
        copy[index] = walked;
      }
    }
    return copy ?? value;
  }
  if (isRenderedBody(value)) return value.html === '' ? value : { ...value, html: '' };
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(record)) {
    const child = record[key];
    const walked = walk(child);
    if (walked !== child) {
      copy ??= { ...record };
      copy[key] = walked;
    }
  }
  return copy ?? value;
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
