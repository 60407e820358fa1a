import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from './chunk-load';
import { RootLayout } from './routes/root-layout';
import { RouteErrorPage } from './routes/route-error-page';

/**
 * The admin SPA's routes (/admin, /login, /preview): every screen is its own lazy chunk and each
 * route module exports `Component`. The public pages are declared once, as Astro pages
 * (src/pages), which serve this SPA's shell only on these paths (src/site/admin-shell.ts).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { path: 'login', lazy: lazyRoute(() => import('./routes/login')) },
          // Mailed links and "Forgot password?" (the token rides in the fragment: never sent to a server or logged).
          { path: 'login/forgot', lazy: lazyRoute(() => import('./routes/login-forgot')) },
          { path: 'login/reset', lazy: lazyRoute(() => import('./routes/login-reset')) },
          { path: 'login/invitation', lazy: lazyRoute(() => import('./routes/login-invitation')) },
          // Previews render the public page's own layout: the admin one behind sign-in, the shared link without.
          { path: 'admin/preview/:kind/:id', handle: { screen: 'preview' }, lazy: lazyRoute(() => import('./routes/admin-preview')) },
          { path: 'preview/:token', lazy: lazyRoute(() => import('./routes/preview')) },
          { path: '*', lazy: lazyRoute(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
  {
    // The admin area has a shell of its own (no public header, footer or newsletter form).
    path: 'admin',
    lazy: lazyRoute(() => import('./routes/admin-layout')),
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: lazyRoute(() => import('./routes/admin-home')) },
          // `handle.screen`: who may open it (contracts STAFF_SCREENS); the page guard refuses the other roles.
          { path: 'blogs', handle: { screen: 'blogs' }, lazy: lazyRoute(() => import('./routes/admin-blogs')) },
          { path: 'casestudy', handle: { screen: 'caseStudies' }, lazy: lazyRoute(() => import('./routes/admin-case-studies')) },
          { path: 'casestudy/:id/edit', handle: { screen: 'caseStudies' }, lazy: lazyRoute(() => import('./routes/admin-case-study-edit')) },
          { path: 'inbox', handle: { screen: 'inbox' }, lazy: lazyRoute(() => import('./routes/admin-inbox')) },
          { path: 'subscribers', handle: { screen: 'subscribers' }, lazy: lazyRoute(() => import('./routes/admin-subscribers')) },
          { path: 'team', handle: { screen: 'team' }, lazy: lazyRoute(() => import('./routes/admin-team')) },
          { path: 'activity', handle: { screen: 'activity' }, lazy: lazyRoute(() => import('./routes/admin-activity')) },
          { path: 'account', handle: { screen: 'account' }, lazy: lazyRoute(() => import('./routes/admin-account')) },
          { path: '*', lazy: lazyRoute(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];
