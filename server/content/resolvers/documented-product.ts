import type { DocumentationSectionView, DocumentedProductPageView } from '../../../shared/types/pages/content-pages';
import { defined, pageCard, pageLink } from './cards';
import { childButtonText } from './collection';
import { entryPageBase, type ResolveInput, pageTreeOf, type ResolvedPage } from './context';
import { searchScopeOf } from './deployment';
import { assetField, imageOf, linksField, textField } from './fields';
import { docsContext } from './page-fields';
import { fieldLang, markText } from './text-lang';

export function resolveDocumentedProduct(input: ResolveInput): ResolvedPage<DocumentedProductPageView> {
  const { snapshot, entry, locale, route } = input;
  const { context, fields } = docsContext(input);
  const collections = linksField(entry, 'collections');
  const guides = collections.filter((collection) => textField(collection, 'pageType') === 'Guide');
  const others = collections.filter((collection) => textField(collection, 'pageType') !== 'Guide');
  const documentation: DocumentationSectionView[] = [];
  for (const collection of others) {
    const link = pageLink(snapshot, collection, locale, route.version);
    if (!link) continue;
    const section: DocumentationSectionView = {
      id: collection.id,
      title: link.label,
      url: link.url,
      children: defined(
        linksField(collection, 'childrenReferences').map((child) => pageLink(snapshot, child, locale, route.version)),
      ).map(({ description: _description, descriptionLang: _descriptionLang, ...child }) => child),
    };
    if (link.lang) section.lang = link.lang;
    const description = textField(collection, 'description');
    if (description) {
      section.description = description;
      const descriptionLang = fieldLang(snapshot, collection, 'description');
      if (descriptionLang) section.descriptionLang = descriptionLang;
    }
    documentation.push(section);
  }
  const view: DocumentedProductPageView = {
    ...entryPageBase(input, 'documentedProduct', [context, ...collections, fields.notice]),
    ...fields,
    searchScope: searchScopeOf(context, route.version),
    guides: defined(
      guides.map((guide) => pageCard(snapshot, guide, locale, childButtonText(snapshot, guide, locale), route.version)),
    ),
    documentation,
  };
  const tagline = textField(entry, 'tagline');
  if (tagline) {
    view.tagline = tagline;
    markText(view, 'tagline', fieldLang(snapshot, entry, 'tagline'));
  }
  const icon = context ? imageOf(assetField(context, 'icon')) : undefined;
  if (icon) view.icon = icon;
  return { status: 200, entry: view, ...pageTreeOf(snapshot.pageTreeBranch(entry.id, locale, route.version)) };
}
