/**
 * The browser's side of a static region (./static-region.tsx): the markup the server rendered, read
 * from the page before hydration and given back to React as the region's html, so React adopts it
 * instead of rendering the component again, as it does for article bodies (client/restore-bodies.ts).
 */
import type { ComponentType } from 'react';
import { regionKey } from './region-key';
import { STATIC_REGION_ATTRIBUTE } from './static-region';

const kept = new Map<string, string>();

/**
 * Reads the html of every outermost static region under `root`, by its key; called once before
 * hydration. A region inside another is part of the outer one's html and is never rendered alone.
 * Returns the number of regions read.
 */
export function keepStaticRegions(root: ParentNode): number {
  kept.clear();
  const selector = `hc-static[${STATIC_REGION_ATTRIBUTE}]`;
  for (const element of root.querySelectorAll(selector)) {
    if (element.parentElement?.closest(selector)) continue;
    const key = element.getAttribute(STATIC_REGION_ATTRIBUTE);
    if (key !== null && !kept.has(key)) kept.set(key, element.innerHTML);
  }
  return kept.size;
}

/**
 * A static region as the browser renders it: the server's markup for the same key, computed from
 * the same props. A region the page lacks renders empty, which React reports as a hydration error.
 */
export function keptRegion<P extends object>(name: string): ComponentType<P> {
  function KeptRegion(props: P) {
    const key = regionKey(name, props);
    return <hc-static data-static-region={key} dangerouslySetInnerHTML={{ __html: kept.get(key) ?? '' }} />;
  }
  KeptRegion.displayName = `Kept(${name})`;
  return KeptRegion;
}
