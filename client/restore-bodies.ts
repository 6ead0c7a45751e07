/**
 * The server blanks every rendered body's html in the embedded state (server/render/blank-bodies.ts);
 * this puts the markup back from the server's `[data-body-id]` elements, so the first client render
 * matches the server's markup without the body being sent twice.
 */
import type { RenderedBody } from '../shared/types/page';

function isRenderedBody(value: unknown): value is RenderedBody {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return typeof record.id === 'string' && typeof record.html === 'string' && Array.isArray(record.toc);
}

/** Fills each body's html from the DOM, in place; returns the ids of bodies with no element. */
export function restoreBodies(value: unknown, root: ParentNode): string[] {
  const missing: string[] = [];
  const elements = new Map<string, Element>();
  for (const element of root.querySelectorAll('[data-body-id]')) {
    const id = element.getAttribute('data-body-id');
    if (id !== null && !elements.has(id)) elements.set(id, element);
  }
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
    } else if (isRenderedBody(node)) {
      const element = elements.get(node.id);
      if (element) node.html = element.innerHTML;
      else missing.push(node.id);
    } else if (typeof node === 'object' && node !== null) {
      Object.values(node).forEach(visit);
    }
  };
  visit(value);
  return missing;
}
