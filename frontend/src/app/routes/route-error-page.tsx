import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { MESSAGES } from '@site/contracts/messages';
import { Seo } from '@/components/seo/seo';
import { ErrorNotice } from '@/components/ui/error-notice/error-notice';
import styles from '@/components/ui/error-notice/error-notice.module.css';
import { isChunkLoadError } from '../chunk-load';

/** What the page says under the heading: status and text, the chunk failure, or the error's message. */
function describe(error: unknown): { status: string | null; detail: string | null } {
  if (isRouteErrorResponse(error)) return { status: `${error.status} ${error.statusText}`.trim(), detail: typeof error.data === 'string' && error.data !== error.statusText ? error.data : null };
  if (error instanceof Error) return { status: null, detail: error.message };
  return { status: null, detail: null };
}

/**
 * The admin SPA router's error page (spec section 8). Rendered by the layout's inner error boundary,
 * so the header and footer stay and the visitor has a way home; a failed script chunk also offers a reload.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error) ? error : null;
  const { status, detail } = describe(error);
  return (
    <>
      <Seo title={status ?? 'Error'} description={MESSAGES.routerError} noindex />
      <ErrorNotice
        status={status}
        actions={
          chunk ? (
            <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
              Reload the page
            </button>
          ) : null
        }
      >
        {chunk ? (
          <>
            <p className={styles.status}>{chunk.message}</p>
            <dl className={styles.facts}>
              <dt>Failure type</dt>
              <dd>{chunk.type}</dd>
              <dt>Address</dt>
              <dd>
                <code>{chunk.address}</code>
              </dd>
            </dl>
            <p>A newer version of the site may have been published while this page was open. Reloading usually fixes it.</p>
          </>
        ) : detail ? (
          <p>{detail}</p>
        ) : null}
      </ErrorNotice>
    </>
  );
}
