import { createServiceDataSource } from '@site/service-kit';
import type { DataSource } from 'typeorm';
import { ImageEntity } from '../images/image-entity';
import { ResumeEntity } from '../resumes/resume-entity';
import { CreateUploads1763800000000 } from './migrations/1763800000000-create-uploads';

export const UPLOADS_SCHEMA = 'uploads';

export function createUploadsDataSource(url: string): DataSource {
  return createServiceDataSource({
    url,
    schema: UPLOADS_SCHEMA,
    entities: [ResumeEntity, ImageEntity],
    migrations: [CreateUploads1763800000000],
  });
}
