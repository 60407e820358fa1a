import type { DataSource } from 'typeorm';
import { ResumeEntity } from './resume-entity';

export interface ResumeRecord {
  key: string;
  originalName: string;
  size: number;
  contentType: string;
  uploadedAt: Date;
  ip: string | null;
  attachedAt: Date | null;
  submissionId: string | null;
}


interface ResumeRow {
  key: string;
  original_name: string;
  size: number;
  content_type: string;
  uploaded_at: Date;
  ip: string | null;
  attached_at: Date | null;
  submission_id: string | null;
}

const fromRow = (row: ResumeRow): ResumeRecord => ({
  key: row.key,
  originalName: row.original_name,
  size: row.size,
  contentType: row.content_type,
  uploadedAt: row.uploaded_at,
  ip: row.ip,
  attachedAt: row.attached_at,
  submissionId: row.submission_id,
});

export interface SweepBatch {
  claimed: number;
  removed: string[];
}

export interface ResumesRepository {
  insert(resume: ResumeRecord): Promise<void>;
  find(key: string): Promise<ResumeRecord | null>;
  /**
   * Links an unattached resume to a submission and answers the row; a resume already attached stays
   * with its first submission and is answered unchanged. Null when there is no such resume.
   */
  attach(key: string, submissionId: string, at: Date): Promise<ResumeRecord | null>;
  /** Removes the row and answers it, or null when there was none. */
  delete(key: string): Promise<ResumeRecord | null>;
  /**
   * In one transaction: locks up to `limit` unattached rows uploaded before the cutoff (rows another
   * instance holds are skipped: SKIP LOCKED), calls `removeObject` for each, and deletes the rows
   * whose object went. A failed removal keeps its row for the next sweep, so no resume is left in
   * storage without a row; an attach waiting on a locked row finds it gone afterwards.
   */
  sweepUnattachedBefore(cutoff: Date, limit: number, removeObject: (key: string) => Promise<boolean>): Promise<SweepBatch>;
}

export function createResumesRepository(dataSource: DataSource): ResumesRepository {
  const repo = dataSource.getRepository(ResumeEntity);
  const table = `${repo.metadata.schema ? `"${repo.metadata.schema}".` : ''}"${repo.metadata.tableName}"`;

  return {
    async insert(resume) {
      await repo.insert(resume);
    },
    async find(key) {
      const row = await repo.findOneBy({ key });
      return row ? { ...row } : null;
    },
    async attach(key, submissionId, at) {
      const rows = (await dataSource.query(
        `UPDATE ${table} SET submission_id = $2, attached_at = $3 WHERE key = $1 AND attached_at IS NULL RETURNING *`,
        [key, submissionId, at],
      )) as [ResumeRow[], number];
      const row = rows[0][0];
      if (row) return fromRow(row);
      const existing = await repo.findOneBy({ key });
      return existing ? { ...existing } : null;
    },
    async delete(key) {
      const rows = (await dataSource.query(`DELETE FROM ${table} WHERE key = $1 RETURNING *`, [key])) as [ResumeRow[], number];
      const row = rows[0][0];
      return row ? fromRow(row) : null;
    },
    sweepUnattachedBefore(cutoff, limit, removeObject) {
      return dataSource.transaction(async (manager) => {
        const claimed = (await manager.query(
          `SELECT key FROM ${table}
            WHERE attached_at IS NULL AND uploaded_at < $1
            ORDER BY uploaded_at
            LIMIT $2
            FOR UPDATE SKIP LOCKED`,
          [cutoff, limit],
        )) as { key: string }[];
        const removed: string[] = [];
        for (const { key } of claimed) if (await removeObject(key)) removed.push(key);
        if (removed.length > 0) await manager.query(`DELETE FROM ${table} WHERE key = ANY($1)`, [removed]);
        return { claimed: claimed.length, removed };
      });
    },
  };
}
