import type { Locale } from '../types/content';
import { messagesFor } from '../i18n/messages';
import { SkipLink } from './chrome/SkipLink';

export interface PageStartProps {
  locale: Locale;
  /** The page shows unpublished content (docs/adr/023-live-preview.md). */
  preview?: boolean;
  /** The page's entry in Contentful's web app. */
  editUrl?: string;
}

/**
 * What comes before the header on every page, a static region (./regions.static.tsx): the skip link,
 * first in the document so it is the first Tab stop of every page (fixed, it shows at the top of the
 * screen only while focused), then in preview mode the banner that tells editors the page shows
 * unpublished content, with a link to the page's entry in Contentful. Part of the page data, so the
 * server's markup has it.
 */
export function PageStart({ locale, preview, editUrl }: PageStartProps) {
  const labels = messagesFor(locale).page;
  return (
    <>
      <SkipLink locale={locale} />
      {preview ? (
        <div role="status" className="hc-preview-banner">
          <span>{labels.previewMode}</span>
          {editUrl ? (
            <a className="hc-preview-banner__link" href={editUrl} target="_blank" rel="noopener noreferrer">
              {labels.previewOpenInContentful}
              <span className="hc-visually-hidden"> {labels.opensInNewTab}</span>
            </a>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
