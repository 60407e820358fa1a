import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { SERVICE_PAGE_SLUGS, STATIC_CASE_STUDY_SLUGS } from '@/config/paths';
import { lazyRoute } from './chunk-load';
import { RootLayout } from './routes/root-layout';
import { RouteErrorPage } from './routes/route-error-page';

/**
 * The route table of spec section 2. Every screen is its own lazy chunk, so admin code never loads
 * on public pages. Each route module exports `Component`.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: lazyRoute(() => import('./routes/home')) },
          { path: 'home', element: <Navigate to="/" replace /> },
          { path: 'about', lazy: lazyRoute(() => import('./routes/about')) },
          { path: 'services', lazy: lazyRoute(() => import('./routes/services')) },
          ...SERVICE_PAGE_SLUGS.map((slug) => ({
            path: slug,
            handle: { service: slug },
            lazy: lazyRoute(() => import('./routes/service-page')),
          })),
          { path: 'client', lazy: lazyRoute(() => import('./routes/clients')) },
          { path: 'privacy-statment', lazy: lazyRoute(() => import('./routes/privacy')) },
          { path: 'privacy-statement', element: <Navigate to="/privacy-statment" replace /> },
          { path: 'contact', lazy: lazyRoute(() => import('./routes/contact-canada')) },
          { path: 'contact-usa', lazy: lazyRoute(() => import('./routes/contact-usa')) },
          { path: 'careers', lazy: lazyRoute(() => import('./routes/careers')) },
          { path: 'media', lazy: lazyRoute(() => import('./routes/media')) },
          { path: 'blog', lazy: lazyRoute(() => import('./routes/news')) },
          { path: 'blogs/:id', lazy: lazyRoute(() => import('./routes/article')) },
          { path: 'casestudy', lazy: lazyRoute(() => import('./routes/case-studies')) },
          { path: 'casestudy/:id', lazy: lazyRoute(() => import('./routes/case-study-dynamic')) },
          ...STATIC_CASE_STUDY_SLUGS.map((slug) => ({
            path: `case-study/${slug}`,
            handle: { caseStudy: slug },
            lazy: lazyRoute(() => import('./routes/case-study-static')),
          })),
          { path: 'login', lazy: lazyRoute(() => import('./routes/login')) },
          // Previews render the public page's own layout: the admin one behind sign-in, the shared link without.
          { path: 'admin/preview/:kind/:id', lazy: lazyRoute(() => import('./routes/admin-preview')) },
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
          { path: 'blogs', lazy: lazyRoute(() => import('./routes/admin-blogs')) },
          { path: 'casestudy', lazy: lazyRoute(() => import('./routes/admin-case-studies')) },
          { path: 'casestudy/:id/edit', lazy: lazyRoute(() => import('./routes/admin-case-study-edit')) },
          { path: 'inbox', lazy: lazyRoute(() => import('./routes/admin-inbox')) },
          { path: 'subscribers', lazy: lazyRoute(() => import('./routes/admin-subscribers')) },
          { path: '*', lazy: lazyRoute(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];
