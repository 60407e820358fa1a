/**
 * The request id of the page being rendered on request, for the site's calls to the services
 * (content-client, forms-client; service-kit `createInternalClient`). src/middleware.ts renders each
 * such page inside it, so a page's data calls carry the id the site process was given
 * (frontend/server/main.ts) without every page passing it along.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '@site/contracts';

const requestIds = new AsyncLocalStorage<string>();

/** Runs `render` with the request's id as the current one (a request without a usable id: none). */
export function withRequestId<T>(request: Request, render: () => Promise<T>): Promise<T> {
  const id = request.headers.get(REQUEST_ID_HEADER);
  return id && REQUEST_ID_PATTERN.test(id) ? requestIds.run(id, render) : render();
}

/** The id of the request being rendered, if any (a prerendered page at build time has none). */
export const currentRequestId = (): string | undefined => requestIds.getStore();
