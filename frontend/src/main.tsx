import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { watchPreloadErrors } from './app/chunk-load';
import { routes } from './app/router';
import { makeStore } from './lib/store';
import './styles/global.css';

/**
 * The single-page app (admin.html): the admin area, sign-in and shared previews. The public pages are
 * the site's (Astro, src/pages) and never load it; a public link followed inside the app is still
 * rendered by its route table.
 */

/** Loads the matched lazy route modules first, so the router starts with its page, not an empty render. */
async function resolveMatchedLazyRoutes(table: RouteObject[]): Promise<void> {
  const matches = matchRoutes(table, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        const module = await route.lazy();
        Object.assign(route, { ...module, lazy: undefined });
      } catch {
        // Left lazy: the router loads it again and shows the chunk error page if it still fails.
      }
    }),
  );
}

async function start(): Promise<void> {
  watchPreloadErrors();
  await resolveMatchedLazyRoutes(routes);
  const router = createBrowserRouter(routes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={makeStore()}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}

void start();
