import { useServerMessages } from '../i18n/server-messages';
import type { ReaderToolsView } from '../types/pages/content-pages';
import './ReaderTools.css';

/** A mailto: url that leaves the recipient to the visitor and carries the page's title and url. */
export function shareMailto(title: string, url: string): string {
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;
}

/**
 * Under an article's title: its reading time, 'Updated on {date}', 'Copy page as Markdown' and Share.
 * Server-rendered markup only. With scripting, 'Copy page as Markdown' is a button and Share a menu
 * button; without it (CSS's `scripting` media feature) they are a 'View page as Markdown' link to the
 * page's Markdown twin and one 'Share by e-mail' link, so no control promises what it cannot do.
 * client/reader-tools.ts (one delegated listener) copies the twin's text, and
 * opens the Share menu, whose code (client/share-menu.ts) it loads on first use and which builds the
 * menu itself, so its markup costs the page nothing until then (docs/adr/033-share-menu.md).
 */
export function ReaderTools({ reader, title }: { reader: ReaderToolsView; title: string }) {
  const labels = useServerMessages().richtext;
  const { shareUrl } = reader;
  return (
    <div className="hc-reader-tools" role="group" aria-label={labels.readerTools}>
      <p className="hc-reader-tools__meta">
        <span>{reader.readingTime}</span>
        {reader.updatedOn && <span>{reader.updatedOn}</span>}
      </p>
      <div className="hc-reader-tools__actions">
        <button
          type="button"
          className="hc-reader-tools__action hc-reader-tools__button hc-copy-markdown__button"
          data-copy-markdown={reader.markdownUrl}
        >
          {labels.copyPageAsMarkdown}
        </button>
        <a
          className="hc-reader-tools__action hc-copy-markdown__fallback"
          href={reader.markdownUrl}
          type="text/markdown"
        >
          {labels.viewPageAsMarkdown}
        </a>
        {shareUrl !== undefined && (
          <div className="hc-share">
            <button
              type="button"
              id="hc-share-button"
              className="hc-reader-tools__action hc-reader-tools__button hc-share__button"
              aria-haspopup="menu"
              aria-expanded="false"
              data-share-button
              data-share-url={shareUrl}
              data-share-title={title}
            >
              {labels.share}
            </button>
            <a className="hc-reader-tools__action hc-share__fallback" href={shareMailto(title, shareUrl)}>
              {labels.shareByEmailFallback}
            </a>
          </div>
        )}
      </div>
      <span className="hc-visually-hidden" role="status" aria-live="polite" data-reader-status />
    </div>
  );
}
