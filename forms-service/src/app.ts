import type { Express } from 'express';
import type { DataSource } from 'typeorm';
import type { Redis } from 'ioredis';
import { createServiceApp, formFailureReply, type AdminAuth, type Logger } from '@site/service-kit';
import { FORM_RATE_LIMITS } from '@site/contracts';
import { SubmissionsRepository } from './submissions/submissions-repository';
import { SubmissionsService } from './submissions/submissions-service';
import { submissionsRouter } from './submissions/submissions-router';
import { SubscribersRepository } from './newsletter/subscribers-repository';
import { NewsletterService } from './newsletter/newsletter-service';
import { newsletterRouter } from './newsletter/newsletter-router';
import { inboxRouter } from './admin/inbox-router';
import { createActivityRouter } from './activity/activity-router';
import { InboxService } from './admin/inbox-service';
import { deliveryRouter } from './delivery/delivery-router';
import { createRateLimiter } from './spam/rate-limiter';
import { FormTokens } from './spam/form-token';
import { formTokenRouter } from './spam/form-token-router';
import { createTokenUses } from './spam/token-uses';
import type { UploadClient } from './uploads/upload-client';
import type { TrafficService } from './traffic/traffic-service';

export interface AppDeps {
  logger: Logger;
  dataSource: DataSource;
  redis: Redis;
  redisPrefix: string;
  uploads: UploadClient;
  newsletterSecret: string;
  /** HMAC key of the forms' anti-spam tokens (FORM_TOKEN_SECRET). */
  formTokenSecret: string;
  publicBaseUrl: string;
  /** Keys that verify admin tokens (by kid); without them the admin inbox answers 503. */
  adminAuth: AdminAuth | undefined;
  /** The service credential `/internal/*` requires (INTERNAL_TOKEN). */
  internalToken: string;
  /** Wakes the outbox relay after a commit that queued a mail. */
  onQueued: () => void;
  rateLimits?: { perMinute: number; perHour: number };
  /**
   * The traffic counters' flusher (main.ts starts its interval): the traffic report calls its
   * flush() before reading, so its figures are current. Tests that count no traffic leave it out.
   */
  traffic?: TrafficService;
}

export function createApp(deps: AppDeps): Express {
  const submissions = new SubmissionsRepository(deps.dataSource);
  const subscribers = new SubscribersRepository(deps.dataSource);
  const newsletter = new NewsletterService({
    subscribers,
    submissions,
    secret: deps.newsletterSecret,
    publicBaseUrl: deps.publicBaseUrl,
  });
  const tokens = new FormTokens(deps.formTokenSecret);
  const tokenUses = createTokenUses({ redis: deps.redis, prefix: deps.redisPrefix, logger: deps.logger });
  const service = new SubmissionsService({
    submissions,
    newsletter,
    uploads: deps.uploads,
    tokens,
    tokenUses,
    logger: deps.logger,
    onQueued: deps.onQueued,
  });
  const inbox = new InboxService({ submissions, subscribers, intake: service });
  const limits = deps.rateLimits ?? FORM_RATE_LIMITS;
  const limiter = createRateLimiter({
    redis: deps.redis,
    prefix: deps.redisPrefix,
    logger: deps.logger,
    rules: [
      { name: 'minute', points: limits.perMinute, duration: 60 },
      { name: 'hour', points: limits.perHour, duration: 3600 },
    ],
  });

  return createServiceApp({
    name: 'forms-service',
    logger: deps.logger,
    jsonLimit: '20kb',
    readiness: {
      postgres: () => deps.dataSource.query('SELECT 1'),
      // Redis is not a readiness condition: forms are accepted and stored while it is away.
    },
    failureReply: formFailureReply,
    internalToken: deps.internalToken,
    routes: (app) => {
      app.use(formTokenRouter(tokens, tokenUses));
      app.use(submissionsRouter(service, limiter));
      app.use(newsletterRouter(newsletter));
      app.use(inboxRouter({ inbox, adminAuth: deps.adminAuth }));
      app.use(createActivityRouter(deps.dataSource, deps.adminAuth));
      app.use(deliveryRouter(service));
    },
  });
}
