import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { MESSAGES } from '@site/contracts/messages';

export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <section role="alert">
      <h1>{MESSAGES.routerError}</h1>
      {isRouteErrorResponse(error) ? <p>{error.status} {error.statusText}</p> : null}
    </section>
  );
}
