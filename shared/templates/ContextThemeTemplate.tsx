import { LandingContent } from '../components/LandingContent';
import type { TemplateProps } from '../registry';
import { expectKind } from '../types/pages/by-kind';

export function ContextThemeTemplate({ entry }: TemplateProps) {
  return <LandingContent page={expectKind(entry, 'contextTheme')} />;
}
