import { createServiceDataSource } from '@site/service-kit';
import type { DataSource } from 'typeorm';
import { SubmissionEntity } from '../submissions/submission-entity';
import { OutboxEntity } from '../outbox/outbox-entity';
import { SubscriberEntity } from '../newsletter/subscriber-entity';
import { FormsInitial1763800000000 } from './migrations/1763800000000-forms-initial';
import { LeadStatusAndHistory1795526233857 } from './migrations/1795526233857-lead-status-and-history';
import { NewsletterConfirmationCap1764000000000 } from './migrations/1764000000000-newsletter-confirmation-cap';
import { ResumeClaims1764000000001 } from './migrations/1764000000001-resume-claims';
import { ConsentVersion1764000000002 } from './migrations/1764000000002-consent-version';
import { SubscriberConsentVersion1764000000020 } from './migrations/1764000000020-subscriber-consent-version';
import { TrafficAggregates1795600000000 } from './migrations/1795600000000-traffic-aggregates';
import { LeadAttribution1795600000027 } from './migrations/1795600000027-lead-attribution';

export const FORMS_SCHEMA = 'forms';

export function createFormsDataSource(url: string): DataSource {
  return createServiceDataSource({
    url,
    schema: FORMS_SCHEMA,
    entities: [SubmissionEntity, OutboxEntity, SubscriberEntity],
    migrations: [
      FormsInitial1763800000000,
      NewsletterConfirmationCap1764000000000,
      ResumeClaims1764000000001,
      ConsentVersion1764000000002,
      SubscriberConsentVersion1764000000020,
      LeadStatusAndHistory1795526233857,
      TrafficAggregates1795600000000,
      LeadAttribution1795600000027,
    ],
  });
}
