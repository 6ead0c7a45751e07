import type { Breadcrumb } from '../types/content';
import { useMessages } from '../i18n/messages';
import { LangText } from './Lang';
import { wholeLang } from './page-lang';
import './Breadcrumbs.css';

/**
 * The index of the crumb a phone keeps as its back link: the one before the current page, or the
 * last when no crumb is the current page; none when the current page leads the trail.
 */
export function parentIndex(items: readonly Breadcrumb[], currentId?: string): number {
  const current = currentId === undefined ? items.length - 1 : items.findIndex((item) => item.id === currentId);
  return current === -1 ? items.length - 1 : current - 1;
}

/**
 * The trail to the page; the current page is marked aria-current and long titles truncate to 150px,
 * each keeping its whole title in `title`. Below 768 px (Breadcrumbs.css) the list shows only the
 * parent's crumb, as a back link (docs/adr/055-a-phone-starts-with-the-title.md).
 */
export function Breadcrumbs({ items, currentId }: { items: readonly Breadcrumb[]; currentId?: string }) {
  const labels = useMessages().page;
  if (items.length === 0) return null;
  const parent = parentIndex(items, currentId);
  return (
    <nav className="hc-breadcrumbs" aria-label={labels.breadcrumb}>
      <ol className="hc-breadcrumbs__list">
        {items.map((item, index) => {
          const current = currentId === undefined ? index === items.length - 1 : item.id === currentId;
          return (
            <li
              key={item.id}
              className={
                index === parent ? 'hc-breadcrumbs__item hc-breadcrumbs__item--parent' : 'hc-breadcrumbs__item'
              }
            >
              <a
                className="hc-breadcrumbs__link"
                href={item.url}
                title={item.title}
                aria-current={current ? 'page' : undefined}
                lang={wholeLang(item.lang)}
              >
                <LangText text={item.title} lang={item.lang} />
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
