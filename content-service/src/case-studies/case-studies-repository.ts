import { MoreThan, type EntityManager } from 'typeorm';
import type { AdminCaseStudy, CaseStudy } from '@site/contracts';
import { publicationOf, publishedBy, whereInProgress } from '../publication/publication';
import { CaseStudyEntity } from './case-study-entity';

export type CaseStudyFields = Omit<CaseStudy, '_id'>;

/** Every stored field, in the spec's order (with each image's alt text after it); the reply carries exactly these plus `_id`. */
export const CASE_STUDY_FIELDS = [
  'heroHeading', 'clientName', 'bannerImage', 'bannerImageAlt', 'category1', 'category2', 'category3', 'category4', 'template',
  'sec1Heading', 'sec1Para', 'sec1Para2', 'sec1Img', 'sec1ImgAlt',
  'sec2Heading', 'sec2Para', 'sec3Heading', 'sec3Para', 'sec4Heading', 'sec4Para', 'sec5Heading', 'sec5Para',
  'sec6Heading', 'sec6Para', 'sec7Heading', 'sec7Para', 'sec8Heading', 'sec8Para', 'sec9Heading', 'sec9Para',
] as const satisfies readonly (keyof CaseStudyFields & keyof CaseStudyEntity)[];

const toCaseStudy = (e: CaseStudyEntity): CaseStudy => {
  const out: Record<string, string> = { _id: e._id };
  for (const field of CASE_STUDY_FIELDS) out[field] = e[field];
  return out as CaseStudy;
};

/** Every spec field but `_id`, in the spec's order (so two can be compared as JSON). */
export const fieldsOf = (source: { readonly [K in (typeof CASE_STUDY_FIELDS)[number]]?: unknown }): CaseStudyFields => {
  const out: Record<string, string> = {};
  for (const field of CASE_STUDY_FIELDS) out[field] = String(source[field] ?? '');
  return out as CaseStudyFields;
};

/** What the editor edits: the pending revision over the live fields, when there is one. */
const edited = (e: CaseStudyEntity): CaseStudyEntity => (e.draft ? { ...e, ...fieldsOf(e.draft) } : e);

/** The fields the editor last saved: the pending revision's, else the live ones. */
export const editedFields = (e: CaseStudyEntity): CaseStudyFields => fieldsOf(edited(e));

/** Admin reads: the revision's fields, the live state, and whether changes wait for Publish. */
const toAdminCaseStudy = (e: CaseStudyEntity, now: Date): AdminCaseStudy => ({
  ...toCaseStudy(edited(e)),
  ...publicationOf(e.publishAt, now, e.draft !== null),
});

/** A read given `publicAt` sees only case studies published by then; admin reads pass none. */
export class CaseStudiesRepository {
  constructor(private readonly manager: EntityManager) {}

  async list(publicAt: Date): Promise<CaseStudy[]> {
    const rows = await this.manager.find(CaseStudyEntity, { where: { publishAt: publishedBy(publicAt) }, order: { createdAt: 'DESC', _id: 'ASC' } });
    return rows.map(toCaseStudy);
  }

  /** Every case study with its state, or only those in progress (drafts, scheduled, unpublished changes). */
  async listAll(now: Date, { inProgress = false } = {}): Promise<AdminCaseStudy[]> {
    const qb = this.manager.createQueryBuilder(CaseStudyEntity, 'c').orderBy('c.createdAt', 'DESC').addOrderBy('c._id', 'ASC');
    if (inProgress) whereInProgress(qb, 'c', now);
    return (await qb.getMany()).map((row) => toAdminCaseStudy(row, now));
  }

  /**
   * Removes drafts never filled in: no hero heading, never published, untouched since `before`
   * (a "Create Case Study" left behind). Returns their ids.
   */
  async deleteAbandoned(before: Date): Promise<string[]> {
    const rows = (await this.manager.query(
      `DELETE FROM "content"."case_studies"
        WHERE "publish_at" IS NULL AND "draft" IS NULL AND btrim("hero_heading") = '' AND "updated_at" < $1
        RETURNING "_id"`,
      [before],
    )) as [Array<{ _id: string }>, number];
    return rows[0].map((r) => r._id);
  }

  async nextPublication(after: Date): Promise<Date | null> {
    const row = await this.manager.findOne(CaseStudyEntity, { where: { publishAt: MoreThan(after) }, order: { publishAt: 'ASC' }, select: { _id: true, publishAt: true } });
    return row?.publishAt ?? null;
  }

  countInProgress(now: Date): Promise<number> {
    return whereInProgress(this.manager.createQueryBuilder(CaseStudyEntity, 'c'), 'c', now).getCount();
  }

  async findById(id: string, publicAt?: Date): Promise<CaseStudy | null> {
    const row = await this.manager.findOneBy(CaseStudyEntity, { _id: id, ...(publicAt ? { publishAt: publishedBy(publicAt) } : {}) });
    return row ? toCaseStudy(row) : null;
  }

  async findAdminById(id: string, now: Date): Promise<AdminCaseStudy | null> {
    const row = await this.manager.findOneBy(CaseStudyEntity, { _id: id });
    return row ? toAdminCaseStudy(row, now) : null;
  }

  /** The row itself (live fields, state and pending revision), locked for a write. */
  async findEntityForWrite(id: string): Promise<CaseStudyEntity | null> {
    return this.manager.findOne(CaseStudyEntity, { where: { _id: id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The case study as the editor last saved it (its pending revision, if any); the reply of a save. */
  async findEditedById(id: string): Promise<CaseStudy | null> {
    const row = await this.manager.findOneBy(CaseStudyEntity, { _id: id });
    return row ? toCaseStudy(edited(row)) : null;
  }

  async setDraft(id: string, draft: CaseStudyFields | null): Promise<void> {
    await this.manager.update(CaseStudyEntity, { _id: id }, { draft });
  }

  async setPublishAt(id: string, publishAt: Date | null): Promise<boolean> {
    const result = await this.manager.update(CaseStudyEntity, { _id: id }, { publishAt });
    return (result.affected ?? 0) > 0;
  }

  async insert(id: string, fields: CaseStudyFields): Promise<void> {
    await this.manager.insert(CaseStudyEntity, { _id: id, ...fields });
  }

  /** Writes the live fields; any pending revision is gone (it was applied, or it is replaced). */
  async update(id: string, fields: CaseStudyFields): Promise<boolean> {
    const result = await this.manager.update(CaseStudyEntity, { _id: id }, { ...fields, draft: null });
    return (result.affected ?? 0) > 0;
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.manager.delete(CaseStudyEntity, { _id: id });
    return (result.affected ?? 0) > 0;
  }
}
