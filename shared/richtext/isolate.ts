/**
 * Failure isolation for one node of a body: a missing linked entry, an unsupported embed, an
 * embedding cycle or a broken text fragment costs that node only, not the page. The failure is
 * logged once with the body's entry and the node; in preview, editors see a marker where the node
 * would be, so they can find and fix it.
 */
import { escapeHtml } from './escape';
import type { RenderState } from './render-state';
import { labelLang } from './text-lang';

export interface NodeDescription {
  /** The rich-text node type or extension element, e.g. 'embedded-entry-block' or 'sac-link'. */
  node: string;
  /** The id of the entry or asset the node points at, when it points at one. */
  targetId?: string;
}

/** The html shown in place of a node that failed: a marker in preview, nothing on the published site. */
export function problemMarker(state: RenderState, description: NodeDescription, error: unknown): string {
  if (!state.ctx.preview) return '';
  const reason = error instanceof Error ? error.message : String(error);
  return (
    `<span class="content-problem" role="note" data-node="${escapeHtml(description.node)}"${labelLang(state)}>` +
    `${escapeHtml(state.labels.contentProblem)} ${escapeHtml(reason)}</span>`
  );
}

/**
 * Renders one node; when that throws, logs the body entry and the node and returns `fallback`
 * (by default the preview marker) instead.
 */
export function isolated(
  state: RenderState,
  description: NodeDescription,
  render: () => string,
  fallback?: (error: unknown) => string,
): string {
  try {
    return render();
  } catch (error) {
    state.ctx.logger?.error(
      { err: error, bodyId: state.bodyId, node: description.node, targetId: description.targetId },
      `Rendering a ${description.node} node of entry ${state.bodyId} failed; the node is left out: ${
        error instanceof Error ? error.message : String(error)
      }`,
    );
    return fallback ? fallback(error) : problemMarker(state, description, error);
  }
}
