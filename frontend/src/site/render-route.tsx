/**
 * Renders one public route's React component to HTML for an Astro page (src/pages). Server only:
 * nothing here reaches the browser, and no page hydrates React (docs/decisions/rendering.md).
 *
 * The route components use React Router's hooks (params, search params, the route handle) and read
 * server data through RTK Query, so the page is rendered inside a static data router of one route
 * under the site layout, with a store seeded with the page's data. Their <Seo> props are collected
 * (SeoCollectorContext) for the layout's <head>.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type LoaderFunction } from 'react-router-dom';
import { api } from '@/lib/api';
import { RootLayout } from '@/app/routes/root-layout';
import { RouteErrorPage } from '@/app/routes/route-error-page';
import { makeStore } from '@/lib/store';
import { SeoCollectorContext, type SeoProps } from '@/components/seo/seo';
import { PageDataContext, seedPageData, type PageData } from '@/page-data';

export interface PublicRoute {
  /** React Router path pattern, e.g. "blogs/:id" ("" for the home page). */
  path: string;
  Component: ComponentType;
  loader?: LoaderFunction;
  handle?: Record<string, unknown>;
}

export interface RenderedRoute {
  status: number;
  /** The markup of the site layout with the page in it. */
  html: string;
  /** What the page's <Seo> stated (the first one rendered), if any. */
  seo: SeoProps | undefined;
}

export async function renderRoute(url: URL, route: PublicRoute, data: PageData = {}): Promise<RenderedRoute> {
  const { path, Component, loader, handle } = route;
  const routes = [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [{ errorElement: <RouteErrorPage />, children: [{ ...(path ? { path } : { index: true }), Component, loader, handle }] }],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url.href, { method: 'GET' }));
  if (context instanceof Response) throw new Error(`route ${path} answered a redirect (${context.status}); the site does not route by React Router`);
  const store = makeStore();
  await seedPageData(store, data);
  const seo: SeoProps[] = [];
  const html = renderToString(
    <SeoCollectorContext.Provider value={seo}>
      <PageDataContext.Provider value={data}>
        <Provider store={store}>
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </Provider>
      </PageDataContext.Provider>
    </SeoCollectorContext.Provider>,
  );
  // Drops the store's cache timers (RTK Query keeps unused data 60 s), so nothing outlives the render.
  store.dispatch(api.util.resetApiState());
  return { status: context.statusCode, html, seo: seo[0] };
}
