import type { ContextThemePageView } from '../../../shared/types/pages/content-pages';
import { titleOf } from './cards';
import { pageBase, type ResolveInput, type ResolvedPage } from './context';
import { textField } from './fields';
import { landingFields } from './landing';

export function resolveContextTheme(input: ResolveInput): ResolvedPage<ContextThemePageView> {
  const { snapshot, entry, locale, options } = input;
  const { fields, entryIds } = landingFields(input, entry);
  const view: ContextThemePageView = {
    ...pageBase(snapshot, locale, options, {
      kind: 'contextTheme',
      id: entry.id,
      url: input.route.url,
      title: titleOf(entry),
      metaDescription: textField(entry, 'description'),
      entryIds,
    }),
    ...fields,
  };
  return { status: 200, entry: view, pageTree: [] };
}
