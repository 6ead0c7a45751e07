import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { message } from '../../i18n/messages';
import { mobileBackSelected, mobileItemSelected, type DropdownState, type DropdownType } from '../../state/chrome';
import type { Locale } from '../../types/content';
import type { HeaderView } from '../../types/page';
import { firstFocusable, HeaderPanel } from './HeaderPanel';
import { menuPageUrl, type NavigationItem } from './navigation-items';
import { SidePanel, type HelpfulTopic } from './SidePanel';
import './MobileMenu.css';

export const MOBILE_MENU_ID = 'hc-mobile-menu';

export interface MobileMenuProps {
  header: HeaderView;
  items: readonly NavigationItem[];
  dropdown: DropdownState;
  locale: Locale;
  variant: 'default' | 'documentation';
  helpfulTopics?: readonly HelpfulTopic[];
  returnTo?: string;
  onChoose: () => void;
  /**
   * False before hydration: the menu then sits inside the menu button's `<details>` and each item is
   * a link to its menu's page, so the whole menu works without JavaScript.
   */
  enhanced?: boolean;
}

/**
 * The mobile menu: a top list of drill-in items (Apps, Get started, Documentation, Resources) with
 * the side panel, or one item's content under its heading with a back control.
 */
export function MobileMenu({
  header,
  items,
  dropdown,
  locale,
  variant,
  helpfulTopics,
  returnTo,
  onChoose,
  enhanced = true,
}: MobileMenuProps) {
  const dispatch = useDispatch();
  const open = dropdown.isOpen && dropdown.isMobile;
  const type = dropdown.isOpen ? dropdown.type : null;
  const backRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Map<DropdownType, HTMLButtonElement>>(new Map());
  const lastType = useRef<DropdownType | null>(null);
  const subRef = useRef<HTMLDivElement>(null);
  // A Tab pressed on the back control before the sub-state's panel had anything to focus.
  const pendingTab = useRef(false);

  // Moving between the top list and a sub-state keeps focus on the control that belongs there.
  useEffect(() => {
    if (!open) {
      lastType.current = null;
      return;
    }
    pendingTab.current = false;
    if (type !== null) backRef.current?.focus();
    else if (lastType.current !== null) itemRefs.current.get(lastType.current)?.focus();
    lastType.current = type;
  }, [open, type]);

  const current = items.find((item) => item.type === type);
  const sidePanel = (
    <SidePanel
      locale={locale}
      additionalLinks={header.additionalLinks}
      offersSignIn={header.signIn !== false}
      variant={variant}
      helpfulTopics={helpfulTopics}
      returnTo={returnTo}
      onChoose={onChoose}
    />
  );

  if (!enhanced) {
    return (
      <div id={MOBILE_MENU_ID} className="hc-mobile-menu">
        <ul className="hc-mobile-menu__list">
          {items.map((item) => (
            <li key={item.type}>
              <a className="hc-mobile-menu__item" href={menuPageUrl(item.type, locale)} lang={item.lang}>
                {item.mobileLabel}
                <span aria-hidden="true" className="hc-mobile-menu__chevron" />
              </a>
            </li>
          ))}
        </ul>
        {sidePanel}
      </div>
    );
  }

  return (
    <div id={MOBILE_MENU_ID} className="hc-mobile-menu" hidden={!open}>
      {open && type !== null && current ? (
        <div ref={subRef} className="hc-mobile-menu__sub">
          <div className="hc-mobile-menu__sub-header">
            <button
              ref={backRef}
              type="button"
              className="hc-mobile-menu__back"
              onClick={() => dispatch(mobileBackSelected())}
              onKeyDown={(event) => {
                // While the panel's spinner shows there is nothing after the back control to Tab to
                // but the page below, which would close the menu: Tab waits for the panel instead and
                // moves into it once it has loaded, as from a desktop trigger (SiteHeader.tsx).
                if (event.key !== 'Tab' || event.shiftKey) return;
                if (firstFocusable(subRef.current, backRef.current)) return;
                event.preventDefault();
                pendingTab.current = true;
              }}
            >
              <span aria-hidden="true" className="hc-mobile-menu__back-arrow" />
              {message(locale, 'back')}
            </button>
            <h2 className="hc-mobile-menu__heading" lang={current.lang}>
              {current.mobileLabel}
            </h2>
          </div>
          <HeaderPanel
            item={current}
            header={header}
            locale={locale}
            idPrefix="hc-mobile"
            onChoose={onChoose}
            onReady={() => {
              if (!pendingTab.current) return;
              pendingTab.current = false;
              if (document.activeElement !== backRef.current) return;
              firstFocusable(subRef.current, backRef.current)?.focus();
            }}
          />
        </div>
      ) : (
        <>
          <ul className="hc-mobile-menu__list">
            {items.map((item) => (
              <li key={item.type}>
                <button
                  ref={(element) => {
                    if (element) itemRefs.current.set(item.type, element);
                    else itemRefs.current.delete(item.type);
                  }}
                  type="button"
                  className="hc-mobile-menu__item"
                  lang={item.lang}
                  onClick={() => dispatch(mobileItemSelected(item.type))}
                >
                  {item.mobileLabel}
                  <span aria-hidden="true" className="hc-mobile-menu__chevron" />
                </button>
              </li>
            ))}
          </ul>
          {sidePanel}
        </>
      )}
    </div>
  );
}
