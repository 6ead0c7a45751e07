import { startTransition, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { MOBILE_BREAKPOINT, RESIZE_DEBOUNCE_MS } from '../../constants';
import { withLocale } from '../../links/locale';
import type { WithPageState } from '../../state/page';
import { dropdownClosed, viewportChanged, type ChromeState } from '../../state/chrome';
import { ALWAYS_ENHANCED, EnhancedContext } from '../Enhanced';

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
      const { dropdown } = store.getState().chrome;
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

const subscribeToNothing = () => () => {};

/**
 * False in the server's markup and while hydrating, true once the browser has taken over. The
 * header renders native disclosures (`<details>`) until then, so its menus work without JavaScript,
 * and swaps them for scripted buttons in place after hydration. Inside a page (shared/App.tsx) the
 * switch comes from the EnhancedProvider's, in a transition, after this component's own hydration
 * (a part hydrated on intent switches when it is hydrated); a component rendered without it tells
 * hydration from a client render through useSyncExternalStore's server snapshot.
 */
export function useEnhanced(): boolean {
  const provided = useContext(EnhancedContext);
  const own = useSyncExternalStore(
    subscribeToNothing,
    () => provided === undefined,
    () => false,
  );
  const [enhanced, setEnhanced] = useState(provided === ALWAYS_ENHANCED);
  useEffect(() => {
    if (!provided || provided === ALWAYS_ENHANCED) return undefined;
    const enhance = () => startTransition(() => setEnhanced(true));
    if (provided.enhanced) {
      enhance();
      return undefined;
    }
    provided.listeners.add(enhance);
    return () => {
      provided.listeners.delete(enhance);
    };
  }, [provided]);
  return provided ? enhanced : own;
}
