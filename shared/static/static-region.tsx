/**
 * Static regions (docs/adr/044-static-regions.md): parts of a page with no interactivity, which the
 * server renders and the browser keeps as they are. A static module (`*.static.tsx`) exports only
 * `export const Name = staticRegion('name', Component)`; the browser build replaces the whole module
 * with kept regions (webpack/static-region-loader.cjs and ./kept-region.tsx), so the components it
 * wraps, their code and their strings never reach the client bundle.
 */
import type { ComponentType, DetailedHTMLProps, HTMLAttributes } from 'react';
import { regionKey } from './region-key';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React declares intrinsic elements in this namespace
  namespace JSX {
    interface IntrinsicElements {
      /** A static region's wrapper: an element of its own, so no stylesheet or script mistakes it for another. */
      'hc-static': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { 'data-static-region': string };
    }
  }
}

/** The attribute that marks a static region's wrapper and carries its key (./region-key.ts). */
export const STATIC_REGION_ATTRIBUTE = 'data-static-region';

/**
 * The server's side of a static region: `Render` inside an `hc-static` wrapper (laid out with
 * `display: contents`, so it adds no box) that carries the region's key, by which the browser's kept
 * region finds this markup again. `Render`'s props are page data: plain values, no functions.
 */
export function staticRegion<P extends object>(name: string, Render: ComponentType<P>): ComponentType<P> {
  function StaticRegion(props: P) {
    return (
      <hc-static data-static-region={regionKey(name, props)}>
        <Render {...props} />
      </hc-static>
    );
  }
  StaticRegion.displayName = `Static(${name})`;
  return StaticRegion;
}
