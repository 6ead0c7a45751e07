import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
} from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { LocaleProvider } from '../../i18n/locale';
import { message, messagesFor } from '../../i18n/messages';
import { SearchBox } from '../SearchBox';
import { hostDetected, type WithAuthState } from '../../state/auth';
import {
  dropdownClosed,
  dropdownToggled,
  mobileMenuToggled,
  selectDropdown,
  type DropdownState,
  type DropdownType,
} from '../../state/chrome';
import type { ChromeView } from '../../types/page';
import { AccountMenu } from './AccountMenu';
import { firstFocusable, HeaderPanel, PANEL_CONTROLS, preloadHeaderPanels } from './HeaderPanel';
import { swapAfterPress, useSpaceAcrossSwap } from '../after-press';
import { closeOutside } from '../close-outside';
import { FocusAcrossSwap } from '../FocusAcrossSwap';
import { useEnhanced } from '../Enhanced';
import { useContactLink, useOnResultsPage, useShowsContactButton, useViewportTracking } from './hooks';
import { MOBILE_MENU_ID, MobileMenu } from './MobileMenu';
import { menuPageUrl, navigationItems } from './navigation-items';
import type { HelpfulTopic } from './SidePanel';
import './SiteHeader.css';

export interface SiteHeaderProps {
  chrome: ChromeView;
  variant?: 'default' | 'documentation';
  /** Topics for the documentation variant's side panel. */
  helpfulTopics?: readonly HelpfulTopic[];
  /** Page to return to after signing in; the current location when omitted. */
  returnTo?: string;
}

function domId(type: DropdownType): string {
  return type.replace(/[^\w-]/g, '-');
}

const triggerId = (type: DropdownType) => `hc-trigger-${domId(type)}`;
const dropdownId = (type: DropdownType) => `hc-dropdown-${domId(type)}`;

function WaffleIcon() {
  return (
    <svg
      className="hc-header__waffle-icon"
      width="20"
      height="20"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
    >
      {[2, 8, 14].flatMap((y) =>
        [2, 8, 14].map((x) => <rect key={`${x}-${y}`} x={x} y={y} width="4" height="4" rx="1" fill="currentColor" />),
      )}
    </svg>
  );
}

/**
 * The shared site header: logo, the top-level dropdowns (WAI-ARIA disclosures), search
 * and contact buttons, Sign in or the avatar menu, and the mobile menu. Desktop navigation and
 * the mobile menu button are both in the markup; CSS media queries pick one, so the server's
 * first paint is final and hydration shifts nothing. The server's markup holds no panel: each
 * trigger is a link to its menu's page (which works without JavaScript), and once hydrated it is a
 * button whose panel loads on first open (HeaderPanel.tsx), so no page carries the menus' lists.
 * The page's skip link comes before the header, and before the preview banner (../PageStart.tsx).
 */
export function SiteHeader({ chrome, variant = 'default', helpfulTopics, returnTo }: SiteHeaderProps) {
  const { header, locale } = chrome;
  const dispatch = useDispatch();
  const dropdown = useSelector(selectDropdown);
  const hostName = useSelector((state: WithAuthState) => state.auth.hostName);
  const rootRef = useRef<HTMLElement>(null);
  const triggerRefs = useRef<Map<DropdownType, HTMLButtonElement>>(new Map());
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuDisclosureRef = useRef<HTMLDetailsElement>(null);
  const previous = useRef<DropdownState>(dropdown);
  // A dropdown whose trigger took a Tab before the panel had loaded: focus goes into it once it has.
  const pendingTab = useRef<DropdownType | null>(null);
  const items = navigationItems(header, locale);
  const offersSignIn = header.signIn !== false;
  const contact = useContactLink(locale, offersSignIn);
  const showsContact = useShowsContactButton();
  // The results page has a search box of its own, with its filters: a second one in the header, which
  // opens results in a new tab, would only compete with it (and take a row of its own on a phone).
  const onResultsPage = useOnResultsPage();
  const enhanced = useEnhanced();
  // The scripted form (buttons for the triggers' links and the menu's summary) once the page is
  // enhanced and no pointer is held down in the header: the press that woke the header often is
  // still down when its code has arrived, and replacing the link or summary under it would lose its
  // click (docs/adr/045, addendum 'a press across the swap'). The release then clicks the hydrated
  // link or summary, whose handler opens the menu (openInstead below), and the swap, in the task
  // after, carries it open.
  const [scripted, setScripted] = useState(enhanced);
  useLayoutEffect(() => {
    const root = rootRef.current;
    return enhanced && root ? swapAfterPress(root, () => setScripted(true)) : undefined;
  }, [enhanced]);
  // A Space held on the menu's summary across the swap comes up on its button.
  const spaceAcrossSwap = useSpaceAcrossSwap(() => dispatch(mobileMenuToggled()));

  useViewportTracking();

  // The header hydrates on the visitor's first pointer, touch or focus in it (./header.intent.tsx),
  // so on a phone the tap that woke it may have opened the menu's native disclosure already: the
  // scripted menu takes over open (the viewport's measure after it closes it on a wide screen).
  useLayoutEffect(() => {
    if (menuDisclosureRef.current?.open) dispatch(mobileMenuToggled());
  }, [dispatch]);

  useEffect(() => {
    if (hostName === null) dispatch(hostDetected(window.location.hostname));
  }, [hostName, dispatch]);

  const close = useCallback(() => dispatch(dropdownClosed()), [dispatch]);

  // The panels' code and lists load when the pointer or focus comes to a menu's trigger or to the
  // mobile menu button (or is there when the header hydrates, having woken it), so a panel is
  // usually ready by the time it opens; a page whose menus nobody turns to fetches neither.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const toMenu = (target: EventTarget | null) =>
      target instanceof Element && target.closest('.hc-header__trigger, .hc-header__menu-button') !== null;
    const onIntent = (event: Event) => {
      if (!toMenu(event.target)) return;
      stop();
      preloadHeaderPanels(header.menusFile);
    };
    const stop = () => {
      for (const type of ['pointerover', 'focusin'] as const) root.removeEventListener(type, onIntent);
    };
    const hovered = root.querySelector(':is(.hc-header__trigger, .hc-header__menu-button):hover');
    if (hovered || toMenu(document.activeElement)) preloadHeaderPanels(header.menusFile);
    else for (const type of ['pointerover', 'focusin'] as const) root.addEventListener(type, onIntent);
    return stop;
  }, [header.menusFile]);

  // Until an open panel has loaded there is nothing in it to Tab to, and the browser would skip past
  // it: Tab from its trigger waits for it instead (WAI-ARIA disclosure navigation: Tab from an open
  // trigger enters its panel), and focus moves in once the panel is ready (onReady below).
  const holdTab = (event: ReactKeyboardEvent<HTMLElement>, type: DropdownType, open: boolean) => {
    if (event.key !== 'Tab' || event.shiftKey || !open) return;
    if (firstFocusable(document.getElementById(dropdownId(type)))) return;
    event.preventDefault();
    pendingTab.current = type;
  };

  // Between hydration and the render that makes the triggers buttons, a plain click (or Enter) on a
  // trigger's link or on the menu's summary opens the menu as the button would, rather than taking
  // the visitor to the menu's page or opening a disclosure the next render replaces. That render waits
  // for a pointer held in the header, so the release of the press that woke it comes here too.
  const openInstead = (event: ReactMouseEvent<HTMLElement>, open: () => void) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (event.altKey) return;
    event.preventDefault();
    open();
  };

  // Escape and a click outside the header close an open dropdown. The click (not mousedown) is
  // used so the browser has already moved focus when the focus-return effect below runs.
  useEffect(() => {
    if (!dropdown.isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') moveInPanel(event);
    };
    // Up and Down move through an open desktop panel's links from its trigger or inside it, and wrap
    // (the WAI-ARIA disclosure navigation example's optional keys), instead of scrolling the page.
    const moveInPanel = (event: KeyboardEvent) => {
      if (dropdown.isMobile || dropdown.type === null) return;
      const panel = document.getElementById(dropdownId(dropdown.type));
      const active = document.activeElement;
      if (!panel || !(active === triggerRefs.current.get(dropdown.type) || panel.contains(active))) return;
      // The Products panel's Cloud and Data Center tabs keep every arrow key for themselves.
      if (active?.getAttribute('role') === 'tab') return;
      const items = [...panel.querySelectorAll<HTMLElement>(PANEL_CONTROLS)].filter(
        (item) => item.getClientRects().length > 0,
      );
      if (items.length === 0) return;
      event.preventDefault();
      const index = items.indexOf(active as HTMLElement);
      const next = event.key === 'ArrowDown' ? (index + 1) % items.length : index <= 0 ? items.length - 1 : index - 1;
      items[next]?.focus();
    };
    // A click outside the header (a mobile drill-in item or the back control React removed while
    // handling the click still counts as inside) or focus moved out of it (Tab past a panel's last
    // link, so focus never goes on to links the open panel covers) closes it too.
    const stopOutside = rootRef.current ? closeOutside(rootRef.current, close) : undefined;
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stopOutside?.();
    };
  }, [dropdown, close]);

  // Closing returns focus to the trigger, unless the visitor has already moved it elsewhere.
  useEffect(() => {
    const before = previous.current;
    previous.current = dropdown;
    if (!dropdown.isOpen || dropdown.isMobile || dropdown.type !== pendingTab.current) pendingTab.current = null;
    if (!before.isOpen || dropdown.isOpen) return;
    const trigger =
      before.isMobile || before.type === null ? menuButtonRef.current : triggerRefs.current.get(before.type);
    const active = document.activeElement;
    if (!active || active === document.body || rootRef.current?.contains(active)) trigger?.focus();
  }, [dropdown]);

  const desktopOpenType = dropdown.isOpen && !dropdown.isMobile ? dropdown.type : null;
  const mobileOpen = dropdown.isOpen && dropdown.isMobile;
  const menuLabel = (
    <>
      <span aria-hidden="true" className="hc-header__menu-icon" />
      <span className="hc-visually-hidden">{message(locale, 'menu')}</span>
    </>
  );
  const mobileMenu = (
    <MobileMenu
      header={header}
      items={items}
      dropdown={dropdown}
      locale={locale}
      variant={variant}
      helpfulTopics={helpfulTopics}
      returnTo={returnTo}
      onChoose={close}
      enhanced={scripted}
    />
  );

  return (
    <LocaleProvider locale={locale}>
      {/* A trigger or the menu button the visitor is on when the scripted controls replace the
          links and the disclosure keeps focus: the same id or place in the new form. */}
      <FocusAcrossSwap swapped={scripted} root={rootRef}>
        <header ref={rootRef} className={`hc-header hc-header--${header.version}`}>
          <div className="hc-header__bar">
            <nav className="hc-header__nav" aria-label={message(locale, 'mainNavigation')}>
              <a className="hc-header__logo" href={header.homeUrl}>
                {header.logo ? (
                  <img
                    className="hc-header__logo-image"
                    src={header.logo.url}
                    alt={header.logo.alt || message(locale, 'supportHome')}
                    width={header.logo.width}
                    height={header.logo.height}
                  />
                ) : (
                  <span className="hc-header__logo-text">{message(locale, 'supportHome')}</span>
                )}
              </a>
              <ul className="hc-header__items">
                {items.map((item) => {
                  const open = desktopOpenType === item.type;
                  const waffle = item.type === 'products' && header.useWaffleMenu;
                  const triggerClass = waffle ? 'hc-header__trigger hc-header__trigger--waffle' : 'hc-header__trigger';
                  const dropdownClass = waffle ? 'hc-dropdown hc-dropdown--waffle' : 'hc-dropdown';
                  const label = waffle ? (
                    <>
                      <WaffleIcon />
                      <span className="hc-visually-hidden">{item.label}</span>
                    </>
                  ) : (
                    <>
                      {item.label}
                      <span aria-hidden="true" className="hc-header__chevron" />
                    </>
                  );
                  return (
                    <li
                      key={item.type}
                      className={waffle ? 'hc-header__item hc-header__item--waffle' : 'hc-header__item'}
                    >
                      {scripted ? (
                        <>
                          <button
                            ref={(element) => {
                              if (element) triggerRefs.current.set(item.type, element);
                              else triggerRefs.current.delete(item.type);
                            }}
                            type="button"
                            id={triggerId(item.type)}
                            className={triggerClass}
                            lang={item.lang}
                            aria-expanded={open}
                            aria-controls={dropdownId(item.type)}
                            onClick={() => dispatch(dropdownToggled(item.type))}
                            onKeyDown={(event) => holdTab(event, item.type, open)}
                          >
                            {label}
                          </button>
                          <div id={dropdownId(item.type)} className={dropdownClass} hidden={!open}>
                            {open && (
                              <HeaderPanel
                                item={item}
                                header={header}
                                locale={locale}
                                idPrefix="hc-desktop"
                                onChoose={close}
                                onReady={() => {
                                  if (pendingTab.current !== item.type) return;
                                  pendingTab.current = null;
                                  if (document.activeElement !== triggerRefs.current.get(item.type)) return;
                                  firstFocusable(document.getElementById(dropdownId(item.type)))?.focus();
                                }}
                              />
                            )}
                          </div>
                        </>
                      ) : (
                        // Until the header is hydrated, a plain click here waits for it and opens the
                        // menu (shared/static/on-intent.browser.tsx); without JavaScript it is a link.
                        <a
                          id={triggerId(item.type)}
                          className={triggerClass}
                          lang={item.lang}
                          href={menuPageUrl(item.type, locale)}
                          data-becomes-button=""
                          onClick={(event) => openInstead(event, () => dispatch(dropdownToggled(item.type)))}
                          onKeyDown={(event) => holdTab(event, item.type, open)}
                        >
                          {label}
                        </a>
                      )}
                    </li>
                  );
                })}
              </ul>
            </nav>
            {/* In the order the controls are seen on a phone and a tablet, where the search box has a row of
                its own under the account and the menu button (the scripted menu follows its button, as the
                disclosure's does); the desktop row shows the account last (SiteHeader.css). */}
            <div className="hc-header__actions">
              <AccountMenu locale={locale} returnTo={returnTo} offersSignIn={offersSignIn} />
              {scripted ? (
                <>
                  <button
                    ref={menuButtonRef}
                    type="button"
                    className="hc-header__menu-button"
                    aria-expanded={mobileOpen}
                    aria-controls={MOBILE_MENU_ID}
                    onClick={() => dispatch(mobileMenuToggled())}
                    {...spaceAcrossSwap}
                  >
                    {menuLabel}
                  </button>
                  {mobileMenu}
                </>
              ) : (
                <details ref={menuDisclosureRef} className="hc-header__disclosure hc-header__menu-disclosure">
                  <summary
                    className="hc-header__menu-button"
                    onClick={(event) => openInstead(event, () => dispatch(mobileMenuToggled()))}
                  >
                    {menuLabel}
                  </summary>
                  {mobileMenu}
                </details>
              )}
              {!onResultsPage && (
                <SearchBox
                  className="hc-header__search-box"
                  label={message(locale, 'search')}
                  placeholder={messagesFor(locale).search.headerSearchPlaceholder}
                  landmarkLabel={messagesFor(locale).search.headerSearchLandmark}
                  location="header"
                  shortcut
                  newTab
                />
              )}
              {showsContact && (
                <a className="hc-header__action hc-header__contact" href={contact.url}>
                  {contact.label}
                </a>
              )}
            </div>
          </div>
        </header>
      </FocusAcrossSwap>
    </LocaleProvider>
  );
}
