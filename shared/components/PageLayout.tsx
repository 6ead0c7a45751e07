import type { ReactNode } from 'react';
import { LocaleProvider } from '../i18n/locale';
import type { PageBase } from '../types/page';
import type { HelpfulTopic } from './chrome/SidePanel';
import { IntentSiteHeader } from './chrome/header.intent';
import { messagesFor } from '../i18n/messages';
import { StaticSiteFooter } from './regions.static';
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
 * Tells editors that the page shows unpublished content, with a link to the page's entry in
 * Contentful; part of the page data, so SSR shows it too.
 */
export function PreviewBanner({ entry }: { entry: PageBase }) {
  if (!entry.preview) return null;
  const labels = messagesFor(entry.locale).page;
  return (
    <div role="status" className="hc-preview-banner">
      <span>{labels.previewMode}</span>
      {entry.previewEditUrl ? (
        <a className="hc-preview-banner__link" href={entry.previewEditUrl} target="_blank" rel="noopener noreferrer">
          {labels.previewOpenInContentful}
          <span className="hc-visually-hidden"> {labels.opensInNewTab}</span>
        </a>
      ) : null}
    </div>
  );
}

/**
 * Every page: skip link, the preview banner in preview mode, header (hydrated on intent:
 * ./chrome/header.intent.tsx), the focusable main region the skip link targets, footer. A page whose resolver found helpful topics (documentation pages) gets
 * the documentation variant of the header's side panel, unless the template says otherwise. The
 * footer is a static region (docs/adr/044-static-regions.md).
 */
export function PageLayout({ entry, variant, helpfulTopics, returnTo, children }: PageLayoutProps) {
  const topics = helpfulTopics ?? entry.helpfulTopics;
  const resolvedVariant = variant ?? (entry.helpfulTopics ? 'documentation' : 'default');
  return (
    <LocaleProvider locale={entry.locale}>
      <PreviewBanner entry={entry} />
      <IntentSiteHeader chrome={entry.chrome} variant={resolvedVariant} helpfulTopics={topics} returnTo={returnTo} />
      <main id="maincontent" tabIndex={-1} className={`hc-page hc-page--${entry.kind}`}>
        {children}
      </main>
      <StaticSiteFooter footer={entry.chrome.footer} />
    </LocaleProvider>
  );
}
