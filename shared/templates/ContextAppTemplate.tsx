import { LandingContent } from '../components/LandingContent';
import type { TemplateProps } from '../registry';
import { expectKind } from '../types/pages/by-kind';

export function ContextAppTemplate({ entry }: TemplateProps) {
  return <LandingContent page={expectKind(entry, 'contextApp')} />;
}
