import type { EntityManager } from 'typeorm';
import type { CaseStudy } from '@site/contracts';
import { CaseStudyEntity } from './case-study-entity';

export type CaseStudyFields = Omit<CaseStudy, '_id'>;

/** Every spec field, in the spec's order; the reply carries exactly these plus `_id`. */
export const CASE_STUDY_FIELDS = [
  'heroHeading', 'clientName', 'bannerImage', 'category1', 'category2', 'category3', 'category4', 'template',
  'sec1Heading', 'sec1Para', 'sec1Para2', 'sec1Img',
  'sec2Heading', 'sec2Para', 'sec3Heading', 'sec3Para', 'sec4Heading', 'sec4Para', 'sec5Heading', 'sec5Para',
  'sec6Heading', 'sec6Para', 'sec7Heading', 'sec7Para', 'sec8Heading', 'sec8Para', 'sec9Heading', 'sec9Para',
] as const satisfies readonly (keyof CaseStudyFields & keyof CaseStudyEntity)[];

const toCaseStudy = (e: CaseStudyEntity): CaseStudy => {
  const out: Record<string, string> = { _id: e._id };
  for (const field of CASE_STUDY_FIELDS) out[field] = e[field];
  return out as CaseStudy;
};

export class CaseStudiesRepository {
  constructor(private readonly manager: EntityManager) {}

  async list(): Promise<CaseStudy[]> {
    const rows = await this.manager.find(CaseStudyEntity, { order: { createdAt: 'DESC', _id: 'ASC' } });
    return rows.map(toCaseStudy);
  }

  async findById(id: string): Promise<CaseStudy | null> {
    const row = await this.manager.findOneBy(CaseStudyEntity, { _id: id });
    return row ? toCaseStudy(row) : null;
  }

  async insert(id: string, fields: CaseStudyFields): Promise<void> {
    await this.manager.insert(CaseStudyEntity, { _id: id, ...fields });
  }

  async update(id: string, fields: CaseStudyFields): Promise<boolean> {
    const result = await this.manager.update(CaseStudyEntity, { _id: id }, fields);
    return (result.affected ?? 0) > 0;
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.manager.delete(CaseStudyEntity, { _id: id });
    return (result.affected ?? 0) > 0;
  }
}
