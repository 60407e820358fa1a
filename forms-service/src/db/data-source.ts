import { createServiceDataSource } from '@site/service-kit';
import type { DataSource } from 'typeorm';
import { SubmissionEntity } from '../submissions/submission-entity';
import { OutboxEntity } from '../outbox/outbox-entity';
import { SubscriberEntity } from '../newsletter/subscriber-entity';
import { FormsInitial1763800000000 } from './migrations/1763800000000-forms-initial';
import { LeadStatusAndHistory1795526233857 } from './migrations/1795526233857-lead-status-and-history';

export const FORMS_SCHEMA = 'forms';

export function createFormsDataSource(url: string): DataSource {
  return createServiceDataSource({
    url,
    schema: FORMS_SCHEMA,
    entities: [SubmissionEntity, OutboxEntity, SubscriberEntity],
    migrations: [FormsInitial1763800000000, LeadStatusAndHistory1795526233857],
  });
}
