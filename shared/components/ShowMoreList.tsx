import { useEffect, useRef, useState, type ReactNode } from 'react';
import { track } from '../analytics/track';
import { COLLAPSED_LIST_SIZE } from '../constants';
import { useMessages } from '../i18n/messages';
import { useEnhanced } from './Enhanced';
import './ShowMoreList.css';

export interface ShowMoreListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Indexes shown while collapsed; the first five by default. */
  initialRange?: readonly [start: number, end: number];
  className?: string;
}

/**
 * A list collapsed to five items with a Show more button. Showing more reveals every item and
 * moves focus to the first newly shown one, so keyboard users continue where the list grew.
 *
 * Before hydration (and for visitors without JavaScript) the list holds every item in order, those
 * outside the collapsed range hidden by CSS until the native `<details>` after the list is open: its
 * summary is Show more, in the same box as the button that replaces it afterwards. So the opened
 * list reads in order, with the control after it.
 */
export function ShowMoreList<T>({ items, keyOf, renderItem, initialRange, className }: ShowMoreListProps<T>) {
  const labels = useMessages().page;
  const enhanced = useEnhanced();
  const [expanded, setExpanded] = useState(false);
  const firstNewRef = useRef<HTMLLIElement>(null);
  const [start, end] = initialRange ?? [0, COLLAPSED_LIST_SIZE];
  const collapsible = items.length > end - start;
  const visible = expanded || !collapsible ? items : items.slice(start, end);
  const firstNewIndex = start > 0 ? 0 : end;

  useEffect(() => {
    if (!expanded || !firstNewRef.current) return;
    const target = firstNewRef.current.querySelector<HTMLElement>('a, button') ?? firstNewRef.current;
    target.focus();
  }, [expanded]);

  const rootClass = className ? `hc-show-more ${className}` : 'hc-show-more';

  if (!enhanced && collapsible) {
    return (
      <div className={rootClass}>
        <ul className="hc-show-more__list">
          {items.map((value, index) => (
            <li
              key={keyOf(value)}
              className={`hc-show-more__item${index < start || index >= end ? ' hc-show-more__item--more' : ''}`}
            >
              {renderItem(value)}
            </li>
          ))}
        </ul>
        <details className="hc-show-more__more">
          <summary className="hc-show-more__button">{labels.showMore}</summary>
        </details>
      </div>
    );
  }

  return (
    <div className={rootClass}>
      <ul className="hc-show-more__list">
        {visible.map((value, index) => (
          <li
            key={keyOf(value)}
            className="hc-show-more__item"
            ref={expanded && index === firstNewIndex ? firstNewRef : undefined}
            tabIndex={expanded && index === firstNewIndex ? -1 : undefined}
          >
            {renderItem(value)}
          </li>
        ))}
      </ul>
      {collapsible && !expanded && (
        <button
          type="button"
          className="hc-show-more__button"
          onClick={() => {
            track({ name: 'showmore.clicked', attributes: { list: className ?? 'list' } });
            setExpanded(true);
          }}
        >
          {labels.showMore}
        </button>
      )}
    </div>
  );
}
