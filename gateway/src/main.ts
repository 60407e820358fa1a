import { closeServer, createLogger, createRedis, listen, runService, serve } from '@site/service-kit';
import { createApp } from './app';
import { loadGatewayConfig } from './config';
import { capConnections } from './http/connection-cap';

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const redis = createRedis(config.REDIS_URL);
  // Redis errors are expected while it restarts; the limiter fails open and logs it.
  redis.on('error', (err: Error) => logger.debug({ err: err.message }, 'redis connection error'));
  const app = createApp({ config, logger, redis });
  // Health of every service and the metrics: a port of their own, for the private network only.
  const ops = config.OPS_PORT === undefined ? undefined : await listen(app.ops, { ...config, PORT: config.OPS_PORT });
  if (ops) logger.info({ port: config.OPS_PORT }, 'gateway operations listener (/healthz of every service, /metrics)');
  const server = await serve(app, {
    name: 'gateway',
    logger,
    settings: config,
    redis,
    fields: {
      content: config.CONTENT_URL,
      auth: config.AUTH_URL,
      forms: config.FORMS_URL,
      upload: config.UPLOAD_URL,
      site: config.SITE_SERVER_URL,
    },
    closers: [() => app.closeUpstreams(), () => redis.quit(), () => (ops ? closeServer(ops) : undefined)],
  });
  capConnections(server, config.GATEWAY_MAX_CONNECTIONS, logger);
}

runService(main);
