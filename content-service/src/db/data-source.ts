import { createServiceDataSource } from '@site/service-kit';
import type { DataSource } from 'typeorm';
import { AuditLogEntity } from '../audit/audit-log-entity';
import { BlogEntity } from '../blogs/blog-entity';
import { BlogSlugHistoryEntity } from '../blogs/blog-slug-history-entity';
import { CaseStudyEntity } from '../case-studies/case-study-entity';
import { CategoryEntity } from '../categories/category-entity';
import { CreateContentTables1763800000000 } from './migrations/1763800000000-create-content-tables';
import { SeedContent1763800000001 } from './migrations/1763800000001-seed-content';
import { CacheVersions1763800000002 } from './migrations/1763800000002-cache-versions';
import { Publication1763800000003 } from './migrations/1763800000003-publication';
import { Revisions1763800000004 } from './migrations/1763800000004-revisions';
import { EditorFields1763800000005 } from './migrations/1763800000005-editor-fields';
import { DistinctSeedCaseStudies1764100000000 } from './migrations/1764100000000-distinct-seed-case-studies';

/** The schema content-service owns; no other service reads it. */
export const CONTENT_SCHEMA = 'content';

export const contentEntities = [CategoryEntity, BlogEntity, BlogSlugHistoryEntity, CaseStudyEntity, AuditLogEntity];
export const contentMigrations = [CreateContentTables1763800000000, SeedContent1763800000001, CacheVersions1763800000002, Publication1763800000003, Revisions1763800000004, EditorFields1763800000005, DistinctSeedCaseStudies1764100000000];

export function createContentDataSource(url: string, poolSize = 10): DataSource {
  return createServiceDataSource({ url, schema: CONTENT_SCHEMA, entities: contentEntities, migrations: contentMigrations, poolSize });
}
