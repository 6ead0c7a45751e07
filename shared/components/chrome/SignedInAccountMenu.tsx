import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { fill, partMessagesFor } from '../../i18n/messages';
import { account } from '../../i18n/messages/en-US-account';
import { selectIsPartnerHost, selectUser, type WithAuthState } from '../../state/auth';
import { accountMenuClosed, accountMenuToggled, selectChrome, type WithChromeState } from '../../state/chrome';
import type { Locale } from '../../types/content';
import type { AccountMenuProps } from './AccountMenu';
import { accountUrl, loginUrl, logoutUrl, namedContactsUrl, requestsUrl } from './chrome-links';
import { useReturnTo } from './hooks';

/** A label of the account menu's own group, which travels with this chunk (docs/interface-strings.md). */
function accountLabel(
  locale: Locale,
  key: keyof typeof account,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return fill(partMessagesFor(locale, 'account', account)[key], values);
}

const MENU_ID = 'hc-account-menu';
const BUTTON_ID = 'hc-account-button';

function initials(name: string, email: string): string {
  const source = name.trim() || email;
  return source
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/**
 * The avatar menu (WAI-ARIA menu button) of a signed-in user, a chunk of its own (AccountMenu.tsx
 * loads it once the browser learns the visitor is signed in).
 */
export function SignedInAccountMenu({ locale, returnTo }: AccountMenuProps) {
  const dispatch = useDispatch();
  const user = useSelector(selectUser);
  const isPartner = useSelector((state: WithAuthState) => selectIsPartnerHost(state));
  const open = useSelector((state: WithChromeState) => selectChrome(state).accountMenuOpen);
  const continueTo = useReturnTo(returnTo);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  /** Which item to focus when the menu opens: first, last, or none (opened by mouse). */
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const target = focusOnOpen.current;
    focusOnOpen.current = null;
    const all = items();
    if (target === 'first') all[0]?.focus();
    if (target === 'last') all[all.length - 1]?.focus();
    const onOutsideClick = (event: MouseEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) {
        dispatch(accountMenuClosed());
      }
    };
    document.addEventListener('click', onOutsideClick);
    return () => document.removeEventListener('click', onOutsideClick);
  }, [open, dispatch]);

  const close = (returnFocus: boolean) => {
    dispatch(accountMenuClosed());
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      focusOnOpen.current = 'first';
      if (!open) dispatch(accountMenuToggled());
      else items()[0]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = 'last';
      if (!open) dispatch(accountMenuToggled());
      else items().at(-1)?.focus();
    } else if (event.key === 'Escape' && open) {
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const index = all.findIndex((item) => item === document.activeElement);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % all.length,
      ArrowUp: (index - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      all[target]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const item = (href: string, label: string, extra?: ReactNode) => (
    <a role="menuitem" className="hc-account__item" href={href} tabIndex={-1} onClick={() => close(false)}>
      {label}
      {extra}
    </a>
  );

  return (
    <div className="hc-account" ref={rootRef}>
      <button
        ref={buttonRef}
        id={BUTTON_ID}
        type="button"
        className="hc-account__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label={accountLabel(locale, 'accountMenu', { name: user.displayName || user.email })}
        onClick={() => dispatch(accountMenuToggled())}
        onKeyDown={onButtonKeyDown}
      >
        {user.avatarUrl ? (
          <img className="hc-account__avatar" src={user.avatarUrl} alt="" width={32} height={32} />
        ) : (
          <span className="hc-account__avatar hc-account__avatar--initials" aria-hidden="true">
            {initials(user.displayName, user.email)}
          </span>
        )}
      </button>
      <div
        ref={menuRef}
        id={MENU_ID}
        role="menu"
        aria-labelledby={BUTTON_ID}
        className="hc-account__menu"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {/* Who is signed in, as the group's name; seen as its heading, said once through that name. */}
        <div
          role="group"
          aria-label={accountLabel(locale, 'signedInAs', { email: user.email })}
          className="hc-account__group"
        >
          <span className="hc-account__identity" aria-hidden="true">
            <span className="hc-account__name">{user.displayName || user.email}</span>
            {user.displayName && user.displayName !== user.email && (
              <span className="hc-account__email">{user.email}</span>
            )}
          </span>
          {/* The provider's profile page (MANAGE_ACCOUNT_URL), or else the site's own account page. */}
          {item(user.manageAccountUrl || accountUrl(locale), accountLabel(locale, 'manageAccount'))}
          {item(
            loginUrl(continueTo, locale, 'select_account', user.email),
            accountLabel(locale, 'switchAccount'),
            <span className="hc-lozenge">{accountLabel(locale, 'new')}</span>,
          )}
        </div>
        <div role="separator" className="hc-account__separator" />
        <div role="group" aria-label={accountLabel(locale, 'support')} className="hc-account__group">
          <span className="hc-account__group-heading" aria-hidden="true">
            {accountLabel(locale, 'support')}
          </span>
          {item(requestsUrl(locale), accountLabel(locale, isPartner ? 'viewPartnerRequests' : 'viewRequests'))}
          {item(namedContactsUrl(locale), accountLabel(locale, 'manageNamedContacts'))}
        </div>
        <div role="separator" className="hc-account__separator" />
        {item(logoutUrl(locale, continueTo), accountLabel(locale, 'logOut'))}
      </div>
    </div>
  );
}
