import type { Breadcrumb } from '../types/content';
import { useMessages } from '../i18n/messages';
import { LangText } from './Lang';
import { wholeLang } from './page-lang';
import './Breadcrumbs.css';

/** The trail to the page; the current page is marked aria-current and long titles truncate to 150px. */
export function Breadcrumbs({ items, currentId }: { items: readonly Breadcrumb[]; currentId?: string }) {
  const labels = useMessages().page;
  if (items.length === 0) return null;
  return (
    <nav className="hc-breadcrumbs" aria-label={labels.breadcrumb}>
      <ol className="hc-breadcrumbs__list">
        {items.map((item, index) => {
          const current = currentId === undefined ? index === items.length - 1 : item.id === currentId;
          return (
            <li key={item.id} className="hc-breadcrumbs__item">
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
