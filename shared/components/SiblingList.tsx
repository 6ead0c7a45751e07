import { COLLAPSED_LIST_SIZE } from '../constants';
import type { LinkView } from '../types/page';
import { ShowMoreList } from './ShowMoreList';

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

export function SiblingList({
  items,
  currentIndex,
  label,
}: {
  items: readonly LinkView[];
  currentIndex: number;
  label: string;
}) {
  return (
    <nav className="hc-sibling-list" aria-label={label}>
      <h2 className="hc-sibling-list__heading">{label}</h2>
      <ShowMoreList
        items={items}
        keyOf={(item) => item.id ?? item.url}
        initialRange={siblingWindow(items.length, currentIndex)}
        renderItem={(item) => (
          <a href={item.url} aria-current={items[currentIndex] === item ? 'page' : undefined}>
            {item.label}
          </a>
        )}
      />
    </nav>
  );
}
