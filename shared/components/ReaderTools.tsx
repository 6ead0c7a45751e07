import { useMessages } from '../i18n/messages';
import type { ReaderToolsView } from '../types/pages/content-pages';
import './ReaderTools.css';

/**
 * Under an article's title: its reading time, 'Updated on {date}', and 'Copy page as Markdown'.
 * Server-rendered markup only: without JavaScript the control is a link to the page's Markdown
 * twin; with it, client/reader-tools.ts (one delegated listener) copies the twin's text instead and
 * announces the result in the polite status region.
 */
export function ReaderTools({ reader }: { reader: ReaderToolsView }) {
  const labels = useMessages().richtext;
  return (
    <div className="hc-reader-tools" role="group" aria-label={labels.readerTools}>
      <p className="hc-reader-tools__meta">
        <span>{reader.readingTime}</span>
        {reader.updatedOn && <span>{reader.updatedOn}</span>}
      </p>
      <a className="hc-reader-tools__action" href={reader.markdownUrl} type="text/markdown" data-copy-markdown>
        {labels.copyPageAsMarkdown}
      </a>
      <span className="hc-visually-hidden" role="status" aria-live="polite" data-reader-status />
    </div>
  );
}
