import type { ContextThemePageView } from '../../../shared/types/pages/content-pages';
import type { ResolveInput, ResolvedPage } from './context';
import { textField } from './fields';
import { resolveLanding } from './landing';

export function resolveContextTheme(input: ResolveInput): ResolvedPage<ContextThemePageView> {
  return resolveLanding(input, 'contextTheme', input.entry, textField(input.entry, 'description'));
}
