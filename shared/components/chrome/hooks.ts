import { useEffect, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { MOBILE_BREAKPOINT, RESIZE_DEBOUNCE_MS } from '../../constants';
import { withLocale } from '../../links/locale';
import { selectUser } from '../../state/auth';
import type { Locale } from '../../types/content';
import { supportContactLink } from './chrome-links';
import type { WithPageState } from '../../state/page';
import type { ContextPageFields } from '../../types/pages/common';
import { dropdownClosed, selectChrome, viewportChanged, type ChromeState } from '../../state/chrome';

export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT;
}

/**
 * Measures the viewport after hydration and again 100 ms after the last resize, and tells the store
 * when the mobile flag flips. The server never measures: CSS decides the first paint. Crossing the
 * breakpoint closes whatever menu was open: a desktop dropdown carried into the mobile layout would
 * show the mobile menu open in a sub-state, and the visitor's next tap on the menu button would close
 * it instead of opening the menu.
 */
export function useViewportTracking(): void {
  const dispatch = useDispatch();
  const store = useStore<{ chrome: ChromeState }>();
  useEffect(() => {
    let last: boolean | undefined;
    const measure = () => {
      const isMobile = isMobileWidth(window.innerWidth);
      if (isMobile === last) return;
      // Only a menu of the other layout closes: one the visitor opened since the resize stays open.
      const { dropdown } = selectChrome(store.getState());
      if (last !== undefined && dropdown.isOpen && dropdown.isMobile !== isMobile) dispatch(dropdownClosed());
      last = isMobile;
      dispatch(viewportChanged({ isMobile }));
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    measure();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [dispatch, store]);
}

/**
 * The page to come back to after signing in: the given url, or (in the browser, after hydration)
 * the current location with its query. Before that, and in the server's markup, it is the page's own
 * path, so a Sign in link followed before the header has hydrated (it hydrates on intent,
 * ./header.intent.tsx) or without JavaScript still comes back here. Starts from the same value on
 * server and client, so hydration matches.
 */
export function useReturnTo(returnTo: string | undefined): string {
  const entry = useSelector((state: Partial<WithPageState>) => state.page?.entry ?? null);
  const [fromLocation, setFromLocation] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (returnTo === undefined) setFromLocation(`${window.location.pathname}${window.location.search}`);
  }, [returnTo]);
  return returnTo ?? fromLocation ?? (entry ? withLocale(entry.url, entry.locale) : '/');
}

/** True on the search results page, which has a search box of its own. */
export function useOnResultsPage(): boolean {
  return useSelector((state: Partial<WithPageState>) => state.page?.entry?.kind === 'searchResults');
}

/** True on the sign-in page itself, where a link to sign in would only lead back to it. */
export function useOnSignInPage(): boolean {
  return useSelector((state: Partial<WithPageState>) => state.page?.entry?.kind === 'signIn');
}

/**
 * Whether the page's site offers sign-in (HeaderView.signIn), for parts that have no header view of
 * their own; the header reads its view's.
 */
export function useOffersSignIn(): boolean {
  return useSelector((state: Partial<WithPageState>) => state.page?.entry?.chrome.header.signIn !== false);
}

/**
 * The contact link of the header and its side panel: to the page's own support form when its
 * context has one (`/contact/?product=jira-software`), so the form opens with the page's product
 * chosen, else to the site's. Through sign-in for an anonymous visitor, except on the sign-in page,
 * where that would only lead back to it (docs/adr/010), and on a site that offers no sign-in: there it
 * goes straight to the form anonymous visitors use.
 */
export function useContactLink(locale: Locale, offersSignIn: boolean): { label: string; url: string } {
  const isAuthenticated = useSelector(selectUser).isAuthenticated;
  const onSignInPage = useOnSignInPage();
  const forms = useSelector((state: Partial<WithPageState>) => {
    const entry = state.page?.entry;
    return entry && 'supportFormUrls' in entry ? (entry as Partial<ContextPageFields>).supportFormUrls : undefined;
  });
  return supportContactLink(locale, forms, { signedIn: isAuthenticated || onSignInPage, offersSignIn });
}

/** False on a page that hides the contact button (the partner contact page shows its own). */
export function useShowsContactButton(): boolean {
  return useSelector((state: Partial<WithPageState>) => {
    const entry = state.page?.entry;
    return !(entry && 'showContactButton' in entry && entry.showContactButton === false);
  });
}
