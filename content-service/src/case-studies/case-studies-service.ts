import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import { saveOutcome, saveOutcomeMessage } from '@site/contracts';
import type { AdminCaseStudy, CaseStudy, PublicationAction, caseStudyInputSchema, caseStudyUpdateSchema } from '@site/contracts';
import { AppError } from '@site/service-kit';
import { AuditRepository, type Actor } from '../audit/audit-repository';
import { fieldError } from '../common/field-errors';
import { sanitizeParagraph } from '../common/html-sanitizer';
import { assertImageUrl } from '../common/image-url';
import { afterSave, isLive, liveScheduleRefusal, publicationMessage, publishAtAfter, statusOf } from '../publication/publication';
import { CaseStudiesRepository, editedFields, fieldsOf, type CaseStudyFields } from './case-studies-repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Paragraph fields are rendered as HTML by the dynamic case study page, so they are cleaned on write. */
const PARAGRAPH_FIELDS = ['sec1Para', 'sec1Para2', 'sec2Para', 'sec3Para', 'sec4Para', 'sec5Para', 'sec6Para', 'sec7Para', 'sec8Para', 'sec9Para'] as const;

/** A blank "Create Case Study" left with no hero heading this long is removed (decisions/content.md). */
export const ABANDONED_AFTER_MS = 24 * 3_600_000;

/** The actor of writes nobody asked for (the sweep of abandoned drafts), in the audit log. */
const SYSTEM: Actor = { id: 'system', email: 'content-service' };

const notFound = () => AppError.notFound('Case study not found');

/** A case study as the editor sends it, validated. */
export type CaseStudyCreate = z.output<typeof caseStudyInputSchema>;
/** ... and as it sends it back (it may echo its own `_id`). */
export type CaseStudyUpdate = z.output<typeof caseStudyUpdateSchema>;

/** A public page needs a name: a case study goes live (or is scheduled) only with a hero heading. */
function assertPublishable(fields: CaseStudyFields): void {
  if (!fields.heroHeading.trim()) throw fieldError('heroHeading', 'Add a hero heading: a case study needs one before it can be public');
}

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

  /** Admin: every case study (or those in progress), after removing blank drafts abandoned for a day. */
  async listAllCaseStudies(options: { inProgress?: boolean } = {}): Promise<AdminCaseStudy[]> {
    const now = new Date();
    await this.sweepAbandoned(now);
    return new CaseStudiesRepository(this.dataSource.manager).listAll(now, options);
  }

  /**
   * Removes the case studies "Create Case Study" made and nobody named: no hero heading, never
   * published, untouched for ABANDONED_AFTER_MS. Each removal is audited. Runs before the admin
   * list and the dashboard count read, so no nameless row is shown or counted after that time.
   */
  async sweepAbandoned(now: Date): Promise<string[]> {
    return this.dataSource.transaction(async (manager) => {
      const ids = await new CaseStudiesRepository(manager).deleteAbandoned(new Date(now.getTime() - ABANDONED_AFTER_MS));
      const audit = new AuditRepository(manager);
      for (const id of ids) await audit.record(SYSTEM, 'delete', 'case_study', id);
      return ids;
    });
  }

  /** Admin (and a valid preview link): one case study in any state. */
  async getAnyCaseStudy(id: string): Promise<AdminCaseStudy> {
    if (!UUID.test(id)) throw notFound();
    const found = await new CaseStudiesRepository(this.dataSource.manager).findAdminById(id.toLowerCase(), new Date());
    if (!found) throw notFound();
    return found;
  }

  /** Drafts, scheduled ones and published ones with unpublished changes. */
  async countInProgress(): Promise<number> {
    const now = new Date();
    await this.sweepAbandoned(now);
    return new CaseStudiesRepository(this.dataSource.manager).countInProgress(now);
  }

  async changePublication(id: string, action: PublicationAction, actor: Actor): Promise<{ message: string; caseStudy: AdminCaseStudy }> {
    if (!UUID.test(id)) throw notFound();
    const key = id.toLowerCase();
    const now = new Date();
    return this.dataSource.transaction(async (manager) => {
      const repo = new CaseStudiesRepository(manager);
      const entity = await repo.findEntityForWrite(key);
      if (!entity) throw notFound();
      if (action.action === 'schedule' && isLive(entity.publishAt, now)) throw liveScheduleRefusal('This case study');
      if (action.action !== 'unpublish') assertPublishable(editedFields(entity));
      // A pending revision becomes its fields: publish makes it public; schedule and unpublish take
      // it off the public site until its time (or for good).
      if (entity.draft) await repo.update(key, fieldsOf(entity.draft));
      await repo.setPublishAt(key, publishAtAfter(action, entity.publishAt, now));
      await new AuditRepository(manager).record(actor, action.action, 'case_study', key);
      return { message: publicationMessage('Case study', action), caseStudy: (await repo.findAdminById(key, now)) as AdminCaseStudy };
    });
  }

  /**
   * POST /api/caseStudies: an empty body makes a blank draft for the editor to fill (spec section 4:
   * create, then edit); its first Update publishes it. A body may prefill fields, and `publication`
   * may publish or schedule it at once.
   */
  async createCaseStudy({ publication = 'draft', ...input }: CaseStudyCreate, actor: Actor): Promise<AdminCaseStudy> {
    const now = new Date();
    const fields = this.clean(input, null);
    const { publishAt } = afterSave(null, publication, now, 'This case study');
    if (publishAt) assertPublishable(fields);
    const id = randomUUID();
    return this.dataSource.transaction(async (manager) => {
      const repo = new CaseStudiesRepository(manager);
      await repo.insert(id, fields);
      if (publishAt) await repo.setPublishAt(id, publishAt);
      await new AuditRepository(manager).recordSave(actor, 'create', 'case_study', id, isLive(publishAt, now));
      return (await repo.findAdminById(id, now)) as AdminCaseStudy;
    });
  }

  /**
   * PUT replaces every field (the editor sends the full set); a missing field becomes empty. Left to
   * the spec's meaning (`publication` absent or 'live') the save is public at once: a draft is
   * published (its first Update), a published case study changes, a scheduled one keeps its time.
   * 'draft' changes nothing public (a published one keeps the edit as unpublished changes). The
   * reply is the case study as saved, with its state; `message` says what happened.
   */
  async updateCaseStudy(id: string, { _id: echoed, publication = 'live', ...input }: CaseStudyUpdate, actor: Actor): Promise<{ message: string; caseStudy: AdminCaseStudy }> {
    if (!UUID.test(id)) throw notFound();
    const key = id.toLowerCase();
    if (echoed !== undefined && echoed.toLowerCase() !== key) throw fieldError('_id', 'The case study id in the body is not the case study being updated');
    const now = new Date();
    return this.dataSource.transaction(async (manager) => {
      const repo = new CaseStudiesRepository(manager);
      const entity = await repo.findEntityForWrite(key);
      if (!entity) throw notFound();
      const before = statusOf(entity.publishAt, now);
      const fields = this.clean(input, editedFields(entity));
      const { publishAt, revision } = afterSave(entity.publishAt, publication, now, 'This case study');
      if (revision) {
        // Saving the live fields back unchanged leaves nothing to publish.
        await repo.setDraft(key, JSON.stringify(fields) === JSON.stringify(fieldsOf(entity)) ? null : fields);
      } else {
        if (publishAt) assertPublishable(fields);
        await repo.update(key, fields);
        await repo.setPublishAt(key, publishAt);
      }
      await new AuditRepository(manager).recordSave(actor, 'update', 'case_study', key, !revision && !isLive(entity.publishAt, now) && isLive(publishAt, now));
      const message = saveOutcomeMessage('Case study', saveOutcome(before, publication));
      return { message, caseStudy: (await repo.findAdminById(key, now)) as AdminCaseStudy };
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

  /**
   * The stored fields of a write: images checked, paragraphs sanitised. An alt text left out stays
   * while its image is unchanged (`current`); with a new image it is empty until given.
   */
  private clean(input: Omit<CaseStudyCreate, 'publication'>, current: CaseStudyFields | null): CaseStudyFields {
    assertImageUrl('bannerImage', input.bannerImage);
    assertImageUrl('sec1Img', input.sec1Img);
    const keptAlt = (alt: string | undefined, image: 'bannerImage' | 'sec1Img', field: 'bannerImageAlt' | 'sec1ImgAlt'): string =>
      alt ?? (current && current[image] === input[image] ? current[field] : '');
    const out = fieldsOf({
      ...input,
      bannerImageAlt: keptAlt(input.bannerImageAlt, 'bannerImage', 'bannerImageAlt'),
      sec1ImgAlt: keptAlt(input.sec1ImgAlt, 'sec1Img', 'sec1ImgAlt'),
    });
    for (const field of PARAGRAPH_FIELDS) out[field] = sanitizeParagraph(input[field]);
    return out;
  }
}
