import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { routes } from './app/router';
import { makeStore } from './app/store';
import { readPageData, seedPageData } from './page-data';
import './styles/global.css';

/** Same id as entry-server's PAGE_DATA_ID (not imported: that module pulls in react-dom/server). */
const PAGE_DATA_ID = 'page-data';

/**
 * React Router's documented way to hydrate lazy routes: load the matched route modules first, so the
 * first client render is the same tree the server rendered (no loading flash, no mismatch).
 */
async function resolveMatchedLazyRoutes(table: RouteObject[]): Promise<boolean> {
  const matches = matchRoutes(table, window.location) ?? [];
  const loaded = await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return true;
      try {
        const module = await route.lazy();
        Object.assign(route, { ...module, lazy: undefined });
        return true;
      } catch {
        // Left lazy: the router loads it again and shows the chunk error page if it still fails.
        return false;
      }
    }),
  );
  // A route with a loader (the not-found page) would start a navigation: render instead of hydrating.
  return loaded.every(Boolean) && matches.every(({ route }) => !route.loader);
}

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  const store = makeStore();
  // Hydrate only the page the markup was rendered for (a server may fall back to another page's file).
  const prerendered = container.dataset.prerendered === window.location.pathname && container.firstChild !== null;
  const data = prerendered ? readPageData(PAGE_DATA_ID) : null;
  // Resolved in every case: the router then starts with its page instead of an empty first render.
  const [noLoaders] = await Promise.all([resolveMatchedLazyRoutes(routes), data ? seedPageData(store, data) : Promise.resolve()]);
  const hydrate = prerendered && noLoaders;
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (long tasks delay taps on slow phones: Total Blocking Time).
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
