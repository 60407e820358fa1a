import { readFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { assignRequestId, createLogger, logRequest, runService, serve } from '@site/service-kit';
import { checkBuildOrigin, readConfig } from './config';
import { refuseMethod } from './page-methods';

/**
 * The site process: Astro's node adapter renders the pages (dist/server/entry.mjs, built by
 * scripts/build-frontend.mjs), served by the same server as every other process (service-kit
 * `serve`). Astro's own standalone server keeps idle sockets 5 s (Node's default) where the gateway's
 * agent reuses them up to 60 s: a request sent on a socket the site was closing came back as a 503.
 * This one keeps them 65 s, logs each request in the one access-log schema, and drains on SIGTERM.
 */
async function main(): Promise<void> {
  const config = readConfig();
  checkBuildOrigin(config, JSON.parse(readFileSync(path.join(__dirname, 'build.json'), 'utf8')) as { siteUrl: string });
  const logger = createLogger('site', config.LOG_LEVEL);
  // The adapter's documented switch: export the handler, do not start a server of its own.
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const entry = pathToFileURL(path.join(__dirname, 'server', 'entry.mjs')).href;
  const { handler } = (await import(entry)) as { handler: RequestListener };
  const app: RequestListener = (req, res) => {
    assignRequestId(req, res);
    logRequest(logger, req, res);
    if (refuseMethod(req, res)) return;
    handler(req, res);
  };
  await serve(app, { name: 'site', logger, settings: config, closers: [] });
}

runService(main);
