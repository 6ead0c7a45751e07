import type { ReactNode } from 'react';
import { useLocale } from '../i18n/locale';
import { message } from '../i18n/messages';
import './chrome/SkipLink.css';
import './SkipNavigation.css';

/** Where 'Skip navigation' lands: right after the navigation it skips. */
const AFTER_NAVIGATION_ID = 'hc-after-navigation';

/**
 * A documentation page's navigation column with a skip link before it, shown on focus like the
 * page's first one: 'Skip to main content' lands at the start of the main region, which the page tree
 * opens with, and a keyboard would otherwise pass each of its links and toggles to reach the page.
 * The link lands on an empty, focusable mark right after the column, so the next Tab goes to what
 * follows it (the breadcrumbs), and the mark is out of the layout's flow.
 */
export function SkipNavigation({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <>
      <a className="hc-skip-link" href={`#${AFTER_NAVIGATION_ID}`}>
        {message(locale, 'skipNavigation')}
      </a>
      {children}
      <span id={AFTER_NAVIGATION_ID} className="hc-skip-navigation__target" tabIndex={-1} />
    </>
  );
}
