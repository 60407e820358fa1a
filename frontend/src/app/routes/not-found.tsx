import { data } from 'react-router-dom';
import { RouteErrorPage } from './route-error-page';

/**
 * Unknown addresses: the loader throws a 404, so the router shows its error page ('Unexpected
 * Application Error!' with "404 Not Found") inside the site layout, and a server render can answer 404.
 */
export function loader(): never {
  throw data('Not Found', { status: 404, statusText: 'Not Found' });
}

export function Component() {
  return <RouteErrorPage />;
}
