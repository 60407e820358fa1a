import { useState } from 'react';
import type { PreviewKind } from '@site/contracts/content';
import { useCreatePreviewLinkMutation } from './preview-api';
import { serverMessage } from './server-message';
import { StatusLine } from './status-line';
import { formatLocalTime } from './status-badge';

/** "Share preview link": a signed link that shows the saved draft to someone who cannot sign in. */
export function SharePreviewLink({ kind, id }: { kind: PreviewKind; id: string }) {
  const [link, setLink] = useState<{ url: string; expires: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [createLink, { isLoading }] = useCreatePreviewLinkMutation();

  async function share() {
    setError(null);
    const result = await createLink({ kind, id });
    if ('data' in result && result.data) setLink({ url: new URL(result.data.path, window.location.origin).href, expires: formatLocalTime(result.data.expires_at) });
    else setError(serverMessage(result.error));
  }

  return (
    <div className="admin-share">
      <button type="button" className="admin-button--secondary" disabled={isLoading} onClick={share}>
        Share preview link
      </button>
      {link ? (
        <label>
          Preview link (shows what is saved, without signing in, until {link.expires})
          <input type="text" readOnly value={link.url} onFocus={(e) => e.target.select()} />
        </label>
      ) : null}
      <StatusLine kind="error">{error}</StatusLine>
    </div>
  );
}
