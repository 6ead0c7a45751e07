import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { MOBILE_BREAKPOINT, RESIZE_DEBOUNCE_MS } from '../../constants';
import { viewportChanged } from '../../state/chrome';

export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT;
}

/**
 * Measures the viewport after hydration and again 100 ms after the last resize, and tells the store
 * when the mobile flag flips. The server never measures: CSS decides the first paint.
 */
export function useViewportTracking(): void {
  const dispatch = useDispatch();
  useEffect(() => {
    let last: boolean | undefined;
    const measure = () => {
      const isMobile = isMobileWidth(window.innerWidth);
      if (isMobile === last) return;
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
  }, [dispatch]);
}

/**
 * The page to come back to after signing in: the given url, or (in the browser, after hydration)
 * the current location. Starts from the same value on server and client, so hydration matches.
 */
export function useReturnTo(returnTo: string | undefined): string {
  const [fromLocation, setFromLocation] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (returnTo === undefined) setFromLocation(`${window.location.pathname}${window.location.search}`);
  }, [returnTo]);
  return returnTo ?? fromLocation ?? '/';
}
