/**
 * Browser entry: hydrate the server-rendered page with its template from the registry, then enhance
 * the interactive parts of article bodies.
 */
import { loadTemplate } from '../shared/registry';
import { enhanceBody } from './enhance-body';
import { hydratePage } from './hydrate';

void hydratePage({
  document,
  location: window.location,
  history: window.history,
  loadTemplate,
  enhance: (root) => {
    enhanceBody(root);
  },
}).catch((error: unknown) => {
  console.error('Hydration failed', error);
});
