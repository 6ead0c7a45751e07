import type { ProductLandingPageView } from '../../../shared/types/pages/content-pages';
import { titleOf } from './cards';
import { pageBase, type ResolveInput, type ResolvedPage } from './context';
import { linkField, linksField, textField } from './fields';
import { landingFields } from './landing';

export function resolveProductLandingPage(input: ResolveInput): ResolvedPage<ProductLandingPageView> {
  const { snapshot, entry, locale, options } = input;
  const product = linkField(entry, 'product') ?? entry;
  const { fields, entryIds } = landingFields(input, product, linksField(entry, 'productCards'));
  const view: ProductLandingPageView = {
    ...pageBase(snapshot, locale, options, {
      kind: 'productLandingPage',
      id: entry.id,
      url: input.route.url,
      title: titleOf(entry),
      metaDescription: textField(entry, 'metaDescription'),
      entryIds,
    }),
    ...fields,
  };
  return { status: 200, entry: view, pageTree: [] };
}
