import { createServiceDataSource } from '@site/service-kit';
import type { DataSource } from 'typeorm';
import { SubmissionEntity } from '../submissions/submission-entity';
import { OutboxEntity } from '../outbox/outbox-entity';
import { SubscriberEntity } from '../newsletter/subscriber-entity';
import { FormsInitial1763800000000 } from './migrations/1763800000000-forms-initial';
import { ConsentVersion1764000000000 } from './migrations/1764000000000-consent-version';

export const FORMS_SCHEMA = 'forms';

export function createFormsDataSource(url: string): DataSource {
  return createServiceDataSource({
    url,
    schema: FORMS_SCHEMA,
    entities: [SubmissionEntity, OutboxEntity, SubscriberEntity],
    migrations: [FormsInitial1763800000000, ConsentVersion1764000000000],
  });
}
