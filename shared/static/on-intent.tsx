/**
 * Parts hydrated on intent (docs/adr/045-hydration-on-intent.md): interactive parts of a page whose
 * server markup already works without JavaScript (disclosures, links) or waits for a visitor's
 * click, so the browser needs their code only once the visitor turns to them. An intent module
 * (`*.intent.tsx`) exports only `export const Name = hydratedOnIntent('name', '.selector', Component)`.
 *
 * This is the server's and the tests' side: the component itself, inside a Suspense boundary, so the
 * markup carries the boundary the browser's side hydrates later. The browser build replaces the
 * whole module (webpack/intent-region-loader.cjs) with ./on-intent.browser.tsx, which loads the
 * component's code when the pointer, a touch or focus first comes into `selector`.
 */
import { Suspense, type ComponentType } from 'react';

export function hydratedOnIntent<P extends object>(
  _name: string,
  _selector: string,
  Component: ComponentType<P>,
): ComponentType<P> {
  function OnIntent(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  OnIntent.displayName = `OnIntent(${Component.displayName ?? Component.name})`;
  return OnIntent;
}
