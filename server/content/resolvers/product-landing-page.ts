import type { ProductLandingPageView } from '../../../shared/types/pages/content-pages';
import type { ResolveInput, ResolvedPage } from './context';
import { linkField, linksField, textField } from './fields';
import { resolveLanding } from './landing';

export function resolveProductLandingPage(input: ResolveInput): ResolvedPage<ProductLandingPageView> {
  const { entry } = input;
  const product = linkField(entry, 'product') ?? entry;
  return resolveLanding(
    input,
    'productLandingPage',
    product,
    textField(entry, 'metaDescription'),
    linksField(entry, 'productCards'),
  );
}
