import type { ComponentType } from 'react';

export interface RouteModule {
  Component: ComponentType;
}

/**
 * Wraps a route's dynamic import. Part 1 of the public site replaces this with the 120-second
 * time-out and the 'Loading chunk {id} failed.' classification.
 */
export const lazyRoute = (load: () => Promise<RouteModule>) => async (): Promise<RouteModule> => load();
