import type { ReactNode } from 'react';
import { LocaleProvider } from '../i18n/locale';
import type { PageBase } from '../types/page';
import type { HelpfulTopic } from './chrome/SidePanel';
import { SiteFooter } from './chrome/SiteFooter';
import { SiteHeader } from './chrome/SiteHeader';
import { SkipLink } from './chrome/SkipLink';
import './PageLayout.css';

export interface PageLayoutProps {
  entry: PageBase;
  variant?: 'default' | 'documentation';
  helpfulTopics?: readonly HelpfulTopic[];
  children: ReactNode;
}

/** Every page: skip link, header, the focusable main region the skip link targets, footer. */
export function PageLayout({ entry, variant = 'default', helpfulTopics, children }: PageLayoutProps) {
  return (
    <LocaleProvider locale={entry.locale}>
      <SkipLink locale={entry.locale} />
      <SiteHeader chrome={entry.chrome} variant={variant} helpfulTopics={helpfulTopics} />
      <main id="maincontent" tabIndex={-1} className={`hc-page hc-page--${entry.kind}`}>
        {children}
      </main>
      <SiteFooter footer={entry.chrome.footer} />
    </LocaleProvider>
  );
}
