import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Spec section 2: the page scrolls to the top on every route change. Focus moves to the main region
 * too (not on the first load), so keyboard and screen-reader users start at the new page's content.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, search]);
  return null;
}
