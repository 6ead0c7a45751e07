/**
 * The script-free 'Was this helpful?' form as a static region (docs/adr/044-static-regions.md): server
 * markup only, inside the block's `<noscript>`; none of its code reaches the browser's bundle.
 */
import { staticRegion } from '../static/static-region';
import { HelpfulForm } from './HelpfulForm';

export const StaticHelpfulForm = staticRegion('helpful-form', HelpfulForm);
