/**
 * Interactive parts that any template may show and that are hydrated only when the visitor turns to
 * them (docs/adr/045-hydration-on-intent.md): the docs sidebar, whose tree is native disclosures and
 * links until then, and 'Was this helpful?', whose first answer is clicked again once it is hydrated.
 */
import { hydratedOnIntent } from '../static/on-intent';
import { PageTree } from './PageTree';
import { WasThisHelpful } from './WasThisHelpful';

export const IntentPageTree = hydratedOnIntent('page-tree', '.hc-page-tree', PageTree);

export const IntentWasThisHelpful = hydratedOnIntent('feedback', '.hc-helpful', WasThisHelpful);
