import { COLLAPSED_LIST_SIZE } from '../constants';
import type { LinkView } from '../types/page';
import { useMessages, usePartMessages } from '../i18n/messages';
import { kb } from '../i18n/messages/en-US-kb';
import { ShowMoreList } from './ShowMoreList';
import './SiblingList.css';

/**
 * The window of five siblings around the current one (SPEC.md section 4): the first five while the
 * current index is at most 2, the last five near the end, otherwise two either side.
 */
export function siblingWindow(total: number, currentIndex: number): [number, number] {
  const size = COLLAPSED_LIST_SIZE;
  if (total <= size || currentIndex <= 2) return [0, Math.min(size, total)];
  if (currentIndex >= total - 3) return [total - size, total];
  return [currentIndex - 2, currentIndex + 3];
}

export type StepStatus = 'visited' | 'current' | 'upcoming';

/** Topics before the current one count as visited: a guide is read in order. */
export function stepStatus(index: number, currentIndex: number): StepStatus {
  if (index < currentIndex) return 'visited';
  return index === currentIndex ? 'current' : 'upcoming';
}

const STEP_LABELS: Record<StepStatus, 'stepVisited' | 'stepCurrent' | 'stepUpcoming'> = {
  visited: 'stepVisited',
  current: 'stepCurrent',
  upcoming: 'stepUpcoming',
};

export interface SiblingListProps {
  items: readonly LinkView[];
  currentIndex: number;
  label: string;
  /**
   * 'window' shows five siblings around the current one with Show more; 'progress' shows every
   * item as a step of a progress bar (guide topics).
   */
  mode?: 'window' | 'progress';
}

function ProgressSteps({ items, currentIndex }: Pick<SiblingListProps, 'items' | 'currentIndex'>) {
  const labels = { ...useMessages().page, ...usePartMessages('kb', kb) };
  return (
    <ol className="hc-sibling-list__steps">
      {items.map((item, index) => {
        const status = stepStatus(index, currentIndex);
        return (
          <li
            key={item.id ?? item.url}
            className={`hc-sibling-list__step hc-sibling-list__step--${status}`}
            data-status={status}
          >
            <a href={item.url} aria-current={status === 'current' ? 'step' : undefined}>
              {item.lang ? <span lang={item.lang}>{item.label}</span> : item.label}
              <span className="hc-visually-hidden"> ({labels[STEP_LABELS[status]]})</span>
            </a>
          </li>
        );
      })}
    </ol>
  );
}

export function SiblingList({ items, currentIndex, label, mode = 'window' }: SiblingListProps) {
  return (
    <nav className={`hc-sibling-list hc-sibling-list--${mode}`} aria-label={label}>
      <h2 className="hc-sibling-list__heading">{label}</h2>
      {mode === 'progress' ? (
        <ProgressSteps items={items} currentIndex={currentIndex} />
      ) : (
        <ShowMoreList
          items={items}
          keyOf={(item) => item.id ?? item.url}
          initialRange={siblingWindow(items.length, currentIndex)}
          renderItem={(item) => (
            <a href={item.url} aria-current={items[currentIndex] === item ? 'page' : undefined} lang={item.lang}>
              {item.label}
            </a>
          )}
        />
      )}
    </nav>
  );
}
