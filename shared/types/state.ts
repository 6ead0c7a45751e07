import type { PageTreeItem } from './content';
import type { FeatureFlags, PageBase } from './page';

/**
 * What the server embeds in `<script type="application/json" id="__INITIAL_STATE__">`: exactly
 * what the page needs and nothing per user, so every anonymous page is cacheable.
 */
export interface EmbeddedState<E extends PageBase = PageBase> {
  entry: E;
  /**
   * The page's branch of its docs tree. The html carries it, so the embedded json has it empty and
   * the browser reads it back from the sidebar's markup (client/restore-page-tree.ts).
   */
  pageTree: PageTreeItem[];
  /** The url of the docs tree's immutable file, for the levels the branch leaves out. */
  pageTreeFile?: string;
  featureFlags: FeatureFlags;
  /** Snapshot version; the client refuses to hydrate a page whose state does not match its path. */
  contentVersion: string;
}
