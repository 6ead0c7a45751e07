import type { ContextAppPageView } from '../../../shared/types/pages/content-pages';
import type { ResolveInput, ResolvedPage } from './context';
import { textField } from './fields';
import { resolveLanding } from './landing';

export function resolveContextApp(input: ResolveInput): ResolvedPage<ContextAppPageView> {
  return resolveLanding(input, 'contextApp', input.entry, textField(input.entry, 'description'));
}
