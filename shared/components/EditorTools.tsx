import { useId, useState } from 'react';
import { useMessages } from '../i18n/messages';
import type { EditControlsProps } from './EditControls';
import './EditControls.css';

/** Editor icons are 32x32 (SPEC.md section 9). */
const EDITOR_ICON_SIZE = 32;

function PencilIcon() {
  return (
    <svg
      className="hc-edit-icon__svg"
      width={EDITOR_ICON_SIZE}
      height={EDITOR_ICON_SIZE}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M4 16.5V20h3.5l10.3-10.3-3.5-3.5L4 16.5zm16.7-9.4a1 1 0 0 0 0-1.4l-2.4-2.4a1 1 0 0 0-1.4 0l-1.8 1.8 3.5 3.5 2.1-1.5z"
      />
    </svg>
  );
}

/**
 * An edit icon opening an editor in a new tab. Pointer hover and keyboard focus both switch on the
 * hover style and show the tooltip.
 */
export function EditIcon({ href, tooltip, variant }: { href: string; tooltip: string; variant: string }) {
  const labels = useMessages().page;
  const tooltipId = useId();
  const [hovered, setHovered] = useState(false);
  const on = () => setHovered(true);
  const off = () => setHovered(false);
  return (
    <span className={`hc-edit-icon hc-edit-icon--${variant}${hovered ? ' hc-edit-icon--hover' : ''}`}>
      <a
        className="hc-edit-icon__link"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={hovered ? tooltipId : undefined}
        onMouseEnter={on}
        onMouseLeave={off}
        onFocus={on}
        onBlur={off}
      >
        <PencilIcon />
        <span className="hc-visually-hidden">
          {tooltip} {labels.opensInNewTab}
        </span>
      </a>
      <span role="tooltip" id={tooltipId} className="hc-edit-icon__tooltip" hidden={!hovered}>
        {tooltip}
      </span>
    </span>
  );
}

/**
 * Editor shortcuts (SPEC.md section 6): the edit icons and the Edit Page in Contentful button.
 * EditControls renders them only for a user who can edit, and loads this module only then.
 */
export function EditorTools({ editUrl, confluenceEditUrl, kind }: EditControlsProps) {
  const labels = useMessages().page;
  return (
    <div className="hc-edit-controls" role="group" aria-label={labels.editorTools}>
      <EditIcon
        href={editUrl}
        tooltip={kind === 'kbArticle' ? labels.editKbArticle : labels.editPage}
        variant="contentful"
      />
      {confluenceEditUrl && (
        <EditIcon href={confluenceEditUrl} tooltip={labels.editInConfluence} variant="confluence" />
      )}
      <a className="hc-edit-controls__button" href={editUrl} target="_blank" rel="noopener noreferrer">
        {labels.editInContentful}
        <span className="hc-visually-hidden"> {labels.opensInNewTab}</span>
      </a>
    </div>
  );
}
