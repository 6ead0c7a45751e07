import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { fill, useMessages } from '../i18n/messages';
import { FOCUSABLE } from './roving-focus';

/** Where the dialog sends a visitor for a version without this page. */
export interface MissingPage {
  version?: string;
  searchUrl: string;
  browseUrl?: string;
}

/**
 * 'Unable to find page': a modal dialog that keeps focus inside while open, closes on Escape or
 * Cancel, and hands focus back to the control that opened it.
 */
export function UnableToFindPageDialog({ missing, onClose }: { missing: MissingPage; onClose: () => void }) {
  const labels = useMessages().page;
  const headingId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="hc-dialog__backdrop">
      <div
        ref={dialogRef}
        className="hc-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        aria-describedby={messageId}
        onKeyDown={onKeyDown}
      >
        <h2 id={headingId} className="hc-dialog__title">
          {labels.unableToFindPage}
        </h2>
        <p id={messageId}>{fill(labels.missingPageMessage, { version: missing.version ?? '' }).replace('  ', ' ')}</p>
        <div className="hc-dialog__actions">
          <a className="hc-dialog__action hc-dialog__action--primary" href={missing.searchUrl}>
            {labels.search}
          </a>
          {missing.browseUrl && (
            <a className="hc-dialog__action" href={missing.browseUrl}>
              {labels.browse}
            </a>
          )}
          <button type="button" className="hc-dialog__action" onClick={onClose}>
            {labels.cancel}
          </button>
        </div>
      </div>
    </div>
  );
}
