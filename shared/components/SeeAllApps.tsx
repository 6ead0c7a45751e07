import type { ReactNode } from 'react';
import { COLLAPSED_LIST_SIZE } from '../constants';
import { message } from '../i18n/messages';
import type { Locale } from '../types/content';
import './SeeAllApps.css';

export interface SeeAllAppsProps<T> {
  items: readonly T[];
  /** One item as a list item, with its key. */
  renderItem: (item: T) => ReactNode;
  /** The class of both lists: the first five and the rest. */
  listClassName: string;
  /** The id of the list of the rest, which the toggle controls. */
  restId: string;
  locale: Locale;
  /**
   * Whether the rest is shown, for the scripted toggle. Left out, the toggle is the summary of a
   * native `<details>` holding the rest: the server's markup, which works without JavaScript.
   */
  expanded?: boolean | undefined;
  onToggle?: () => void;
}

/**
 * Product cards, five at first, with 'See all other apps' revealing the rest (a WAI-ARIA disclosure).
 * The rest follows the toggle in both forms, so focus stays on the toggle and Tab goes on to the
 * cards it revealed; the first five and the toggle stay where they were. With five items or fewer
 * there is no toggle.
 */
export function SeeAllApps<T>({
  items,
  renderItem,
  listClassName,
  restId,
  locale,
  expanded,
  onToggle,
}: SeeAllAppsProps<T>) {
  const rest = items.slice(COLLAPSED_LIST_SIZE);
  const first = <ul className={listClassName}>{items.slice(0, COLLAPSED_LIST_SIZE).map(renderItem)}</ul>;
  if (rest.length === 0) return first;
  const restList = (
    <ul className={`${listClassName} hc-see-all__rest`} id={restId} hidden={expanded === false}>
      {rest.map(renderItem)}
    </ul>
  );
  return (
    <>
      {first}
      {expanded === undefined ? (
        <details className="hc-see-all">
          <summary className="hc-see-all__toggle">{message(locale, 'seeAllOtherApps')}</summary>
          {restList}
        </details>
      ) : (
        <>
          <button
            type="button"
            className="hc-see-all__toggle"
            aria-expanded={expanded}
            aria-controls={restId}
            onClick={onToggle}
          >
            {message(locale, expanded ? 'showFewerApps' : 'seeAllOtherApps')}
          </button>
          {restList}
        </>
      )}
    </>
  );
}
