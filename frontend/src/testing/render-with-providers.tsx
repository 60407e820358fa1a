import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { makeStore, type AppStore, type RootState } from '@/lib/store';

interface Options extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  route?: string;
  /** Extra routes next to the element, e.g. redirect targets. */
  routes?: RouteObject[];
  /** The element's route handle (the admin screens say which roles may open them: `{ screen }`). */
  handle?: unknown;
}

/** Renders with a real store from makeStore and a memory router, as the app does. */
export function renderWithProviders(ui: ReactElement, { preloadedState, store = makeStore(preloadedState), route = '/', routes = [], handle, ...options }: Options = {}) {
  const router = createMemoryRouter([{ path: route.split('?')[0], element: ui, handle }, ...routes], { initialEntries: [route] });
  return { store, router, ...render(<Provider store={store}><RouterProvider router={router} /></Provider>, options) };
}
