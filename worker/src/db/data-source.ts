import { createServiceDataSource } from '@site/service-kit';
import type { DataSource } from 'typeorm';
import { DeliveryEntity } from '../mail/delivery-entity';
import { MailInitial1763800000001 } from './migrations/1763800000001-mail-initial';
import { DeliveriesRequestId1763800000002 } from './migrations/1763800000002-deliveries-request-id';

export const MAIL_SCHEMA = 'mail';

export function createMailDataSource(url: string, poolSize = 7): DataSource {
  return createServiceDataSource({
    url,
    schema: MAIL_SCHEMA,
    entities: [DeliveryEntity],
    migrations: [MailInitial1763800000001, DeliveriesRequestId1763800000002],
    poolSize,
  });
}
