import type { ReactNode } from 'react';
import { LocaleProvider } from '../i18n/locale';
import type { PageBase } from '../types/page';
import type { HelpfulTopic } from './chrome/SidePanel';
import { SiteFooter } from './chrome/SiteFooter';
import { SiteHeader } from './chrome/SiteHeader';
import { messagesFor } from '../i18n/messages';
import './PageLayout.css';

export interface PageLayoutProps {
  entry: PageBase;
  variant?: 'default' | 'documentation';
  helpfulTopics?: readonly HelpfulTopic[];
  children: ReactNode;
}

/** Tells editors that the page shows unpublished content; part of the page data, so SSR shows it too. */
export function PreviewBanner({ entry }: { entry: PageBase }) {
  if (!entry.preview) return null;
  return (
    <div role="status" className="hc-preview-banner">
      {messagesFor(entry.locale).page.previewMode}
    </div>
  );
}

/**
 * Every page: skip link, the preview banner in preview mode, header, the focusable main region the
 * skip link targets, footer.
 */
export function PageLayout({ entry, variant = 'default', helpfulTopics, children }: PageLayoutProps) {
  return (
    <LocaleProvider locale={entry.locale}>
      <PreviewBanner entry={entry} />
      <SiteHeader chrome={entry.chrome} variant={variant} helpfulTopics={helpfulTopics} />
      <main id="maincontent" tabIndex={-1} className={`hc-page hc-page--${entry.kind}`}>
        {children}
      </main>
      <SiteFooter footer={entry.chrome.footer} />
    </LocaleProvider>
  );
}
