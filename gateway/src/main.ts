import { createLogger, createRedis, runService, serve } from '@site/service-kit';
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
  const server = await serve(app, {
    name: 'gateway',
    logger,
    settings: config,
    fields: {
      content: config.CONTENT_URL,
      auth: config.AUTH_URL,
      forms: config.FORMS_URL,
      upload: config.UPLOAD_URL,
      site: config.SITE_SERVER_URL,
    },
    closers: [() => app.closeUpstreams(), () => redis.quit()],
  });
  capConnections(server, config.GATEWAY_MAX_CONNECTIONS, logger);
}

runService(main);
