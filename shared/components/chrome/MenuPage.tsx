/**
 * A header menu's own page (server/routes/header-menus.tsx), which the triggers link to before or
 * without JavaScript: the menu's lists in the site's page frame, as the pages without an entry have it
 * (skip link, header, main region, footer; like them, no breadcrumb trail). The page sends no script; its header works
 * as every header does before hydration, with links and native disclosures.
 */
import { Provider } from 'react-redux';
import { LocaleProvider } from '../../i18n/locale';
import { createAppStore } from '../../state/store';
import type { ChromeView } from '../../types/page';
import '../PageLayout.css';
import { DropdownContent } from './DropdownContent';
import { menuPageUrl, type NavigationItem } from './navigation-items';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

export interface MenuPageProps {
  chrome: ChromeView;
  item: NavigationItem;
}

export function MenuPage({ chrome, item }: MenuPageProps) {
  const { header, locale } = chrome;
  const url = menuPageUrl(item.type, locale);
  return (
    <Provider store={createAppStore()}>
      <LocaleProvider locale={locale}>
        <SkipLink />
        <SiteHeader chrome={chrome} returnTo={url} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="hc-page hc-page--menu hc-menu-page">
          <h1 className="hc-page__title hc-menu-page__heading" lang={item.lang}>
            {item.label}
          </h1>
          <DropdownContent
            type={item.type}
            header={header}
            locale={locale}
            idPrefix="hc-menu-page"
            onChoose={() => undefined}
            standalone
          />
        </main>
        <SiteFooter footer={chrome.footer} />
      </LocaleProvider>
    </Provider>
  );
}
