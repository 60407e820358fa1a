import type { Server } from 'node:http';
import type { Logger } from '@site/service-kit';

/** At most one warning per this many ms while connections are being dropped (a flood must not flood the log). */
const DROP_LOG_EVERY_MS = 5000;

/**
 * A total cap on the gateway's open connections (GATEWAY_MAX_CONNECTIONS; 0 = none), whoever opens
 * them, so a flood cannot exhaust its file descriptors or memory. Per-address limits are nginx's
 * job (deploy/nginx/nginx.conf); this is the backstop behind it and in the local run.
 *
 * When full, Node's `server.maxConnections` closes each new connection right after accepting it,
 * before reading anything: the client sees the connection closed without a reply (nginx counts an
 * upstream failure and tries another gateway, else answers 502). Connections already open are
 * served as usual, and new ones are accepted again as soon as any closes.
 */
export function capConnections(server: Server, max: number, logger: Logger): void {
  if (max <= 0) return;
  server.maxConnections = max;
  let dropped = 0;
  let lastLog = 0;
  server.on('drop', () => {
    dropped += 1;
    const now = Date.now();
    if (now - lastLog < DROP_LOG_EVERY_MS) return;
    lastLog = now;
    logger.warn({ maxConnections: max, dropped }, 'connection cap reached: new connections are closed');
    dropped = 0;
  });
}
