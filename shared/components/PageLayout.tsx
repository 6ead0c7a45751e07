import type { ReactNode } from 'react';
import { LocaleProvider } from '../i18n/locale';
import type { PageBase } from '../types/page';
import type { HelpfulTopic } from './chrome/SidePanel';
import { IntentSiteHeader } from './chrome/header.intent';
import { StaticPageStart, StaticSiteFooter } from './regions.static';
import './PageLayout.css';

export interface PageLayoutProps {
  entry: PageBase;
  variant?: 'default' | 'documentation';
  helpfulTopics?: readonly HelpfulTopic[];
  /** Where signing in from the header comes back to, when the page's own path is not enough. */
  returnTo?: string;
  children: ReactNode;
}

/**
 * Every page: skip link, then the preview banner in preview mode (./PageStart.tsx), header
 * (hydrated on intent: ./chrome/header.intent.tsx), the focusable main region the skip link
 * targets, footer. A page whose resolver found helpful topics (documentation pages) gets the
 * documentation variant of the header's side panel, unless the template says otherwise. What comes
 * before the header and the footer are static regions (docs/adr/044-static-regions.md).
 */
export function PageLayout({ entry, variant, helpfulTopics, returnTo, children }: PageLayoutProps) {
  const topics = helpfulTopics ?? entry.helpfulTopics;
  const resolvedVariant = variant ?? (entry.helpfulTopics ? 'documentation' : 'default');
  return (
    <LocaleProvider locale={entry.locale}>
      <StaticPageStart locale={entry.locale} preview={entry.preview} editUrl={entry.previewEditUrl} />
      <IntentSiteHeader chrome={entry.chrome} variant={resolvedVariant} helpfulTopics={topics} returnTo={returnTo} />
      <main id="maincontent" tabIndex={-1} className={`hc-page hc-page--${entry.kind}`}>
        {children}
      </main>
      <StaticSiteFooter footer={entry.chrome.footer} />
    </LocaleProvider>
  );
}
