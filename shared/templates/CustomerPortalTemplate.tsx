import { ExternalAppPage } from '../components/ExternalAppPage';
import type { TemplateProps } from '../registry';
import { expectKind } from '../types/pages/by-kind';

export function CustomerPortalTemplate({ entry }: TemplateProps) {
  return <ExternalAppPage page={expectKind(entry, 'customerPortal')} />;
}
