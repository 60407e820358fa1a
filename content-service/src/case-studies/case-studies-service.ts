import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import type { AdminCaseStudy, CaseStudy, PublicationAction, caseStudyUpdateSchema } from '@site/contracts';
import { AppError } from '@site/service-kit';
import { AuditRepository, type Actor } from '../audit/audit-repository';
import { sanitizeParagraph } from '../common/html-sanitizer';
import { assertImageUrl } from '../common/image-url';
import { LIVE_REVISION_SCHEDULE_MESSAGE, isLive, keepsRevision, publicationMessage, publishAtAfter } from '../publication/publication';
import { CaseStudiesRepository, fieldsOf, type CaseStudyFields } from './case-studies-repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Paragraph fields are rendered as HTML by the dynamic case study page, so they are cleaned on write. */
const PARAGRAPH_FIELDS = ['sec1Para', 'sec1Para2', 'sec2Para', 'sec3Para', 'sec4Para', 'sec5Para', 'sec6Para', 'sec7Para', 'sec8Para', 'sec9Para'] as const;

const notFound = () => AppError.notFound('Case study not found');

/** A case study as the editor sends it back, validated (it may echo its own `_id`). */
export type CaseStudyUpdate = z.output<typeof caseStudyUpdateSchema>;

export class CaseStudiesService {
  constructor(private readonly dataSource: DataSource) {}

  /** The public list as of `now`, and when a scheduled one next joins it (the cache's expiry). */
  async listCaseStudies(now: Date): Promise<{ caseStudies: CaseStudy[]; nextChange: Date | null }> {
    const repo = new CaseStudiesRepository(this.dataSource.manager);
    const [caseStudies, nextChange] = await Promise.all([repo.list(now), repo.nextPublication(now)]);
    return { caseStudies, nextChange };
  }

  /** Public: published case studies only; a draft or scheduled one is "not found". */
  async getCaseStudy(id: string): Promise<CaseStudy> {
    if (!UUID.test(id)) throw notFound();
    const found = await new CaseStudiesRepository(this.dataSource.manager).findById(id.toLowerCase(), new Date());
    if (!found) throw notFound();
    return found;
  }

  listAllCaseStudies(): Promise<AdminCaseStudy[]> {
    return new CaseStudiesRepository(this.dataSource.manager).listAll(new Date());
  }

  /** Admin (and a valid preview link): one case study in any state. */
  async getAnyCaseStudy(id: string): Promise<AdminCaseStudy> {
    if (!UUID.test(id)) throw notFound();
    const found = await new CaseStudiesRepository(this.dataSource.manager).findAdminById(id.toLowerCase(), new Date());
    if (!found) throw notFound();
    return found;
  }

  countDrafts(): Promise<number> {
    return new CaseStudiesRepository(this.dataSource.manager).countDrafts();
  }

  async changePublication(id: string, action: PublicationAction, actor: Actor): Promise<{ message: string; caseStudy: AdminCaseStudy }> {
    if (!UUID.test(id)) throw notFound();
    const key = id.toLowerCase();
    const now = new Date();
    return this.dataSource.transaction(async (manager) => {
      const repo = new CaseStudiesRepository(manager);
      const entity = await repo.findEntityForWrite(key);
      if (!entity) throw notFound();
      if (entity.draft) {
        if (action.action === 'schedule' && isLive(entity.publishAt, now)) {
          throw new AppError({ status: 409, code: 'LIVE_REVISION_SCHEDULE', message: LIVE_REVISION_SCHEDULE_MESSAGE('This case study') });
        }
        // Publish makes the revision public; schedule and unpublish take it off the public site until
        // its time (or for good), so the revision simply becomes its fields.
        await repo.update(key, fieldsOf(entity.draft));
      }
      await repo.setPublishAt(key, publishAtAfter(action, now));
      await new AuditRepository(manager).record(actor, action.action, 'case_study', key);
      return { message: publicationMessage('Case study', action), caseStudy: (await repo.findAdminById(key, now)) as AdminCaseStudy };
    });
  }

  /** An empty body makes a blank draft for the editor to fill (never public until published); a body may prefill fields. */
  async createCaseStudy(input: CaseStudyFields, actor: Actor): Promise<CaseStudy> {
    const fields = this.clean(input);
    const id = randomUUID();
    return this.dataSource.transaction(async (manager) => {
      const repo = new CaseStudiesRepository(manager);
      await repo.insert(id, fields);
      await new AuditRepository(manager).record(actor, 'create', 'case_study', id);
      return (await repo.findById(id)) as CaseStudy;
    });
  }

  /**
   * Replaces every field (the editor sends the full set); a missing field becomes empty. A draft's
   * live fields change at once; a published or scheduled one's edit waits as a pending revision
   * until Publish (decisions/content.md, "Revisions"). The reply is the case study as saved.
   */
  async updateCaseStudy(id: string, { _id: echoed, ...input }: CaseStudyUpdate, actor: Actor): Promise<CaseStudy> {
    if (!UUID.test(id)) throw notFound();
    const key = id.toLowerCase();
    if (echoed !== undefined && echoed.toLowerCase() !== key) throw AppError.badRequest('_id does not match the case study being updated');
    const fields = this.clean(input);
    return this.dataSource.transaction(async (manager) => {
      const repo = new CaseStudiesRepository(manager);
      const entity = await repo.findEntityForWrite(key);
      if (!entity) throw notFound();
      if (keepsRevision(entity.publishAt)) {
        // Saving the live fields back unchanged leaves nothing to publish.
        const draft = fieldsOf(fields);
        await repo.setDraft(key, JSON.stringify(draft) === JSON.stringify(fieldsOf(entity)) ? null : draft);
      } else {
        await repo.update(key, fields);
      }
      await new AuditRepository(manager).record(actor, 'update', 'case_study', key);
      return (await repo.findEditedById(key)) as CaseStudy;
    });
  }

  /** Admin: drops the pending revision; the live case study stays as it is. */
  async discardChanges(id: string, actor: Actor): Promise<{ message: string; caseStudy: AdminCaseStudy }> {
    if (!UUID.test(id)) throw notFound();
    const key = id.toLowerCase();
    const now = new Date();
    return this.dataSource.transaction(async (manager) => {
      const repo = new CaseStudiesRepository(manager);
      if (!(await repo.findEntityForWrite(key))) throw notFound();
      await repo.setDraft(key, null);
      await new AuditRepository(manager).record(actor, 'discard', 'case_study', key);
      return { message: 'Changes discarded', caseStudy: (await repo.findAdminById(key, now)) as AdminCaseStudy };
    });
  }

  async deleteCaseStudy(id: string, actor: Actor): Promise<string> {
    if (!UUID.test(id)) throw notFound();
    const key = id.toLowerCase();
    await this.dataSource.transaction(async (manager) => {
      if (!(await new CaseStudiesRepository(manager).delete(key))) throw notFound();
      await new AuditRepository(manager).record(actor, 'delete', 'case_study', key);
    });
    return key;
  }

  private clean(input: CaseStudyFields): CaseStudyFields {
    assertImageUrl('bannerImage', input.bannerImage);
    assertImageUrl('sec1Img', input.sec1Img);
    const out = { ...input };
    for (const field of PARAGRAPH_FIELDS) out[field] = sanitizeParagraph(input[field]);
    return out;
  }
}
