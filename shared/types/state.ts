import type { PageTreeNode } from './content';
import type { FeatureFlags, PageBase } from './page';

/**
 * What the server embeds in `<script type="application/json" id="__INITIAL_STATE__">`: exactly
 * what the page needs and nothing per user, so every anonymous page is cacheable.
 */
export interface EmbeddedState<E extends PageBase = PageBase> {
  entry: E;
  pageTree: PageTreeNode[];
  featureFlags: FeatureFlags;
  /** Snapshot version; the client refuses to hydrate a page whose state does not match its path. */
  contentVersion: string;
}
