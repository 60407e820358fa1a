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
   * Deletes up to `limit` unattached rows uploaded before the cutoff and answers them. Rows another
   * instance is already deleting are skipped (SKIP LOCKED), and a row attached meanwhile no longer
   * matches, so each resume is claimed once and an attached one never.
   */
  claimUnattachedBefore(cutoff: Date, limit: number): Promise<ResumeRecord[]>;
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
    async claimUnattachedBefore(cutoff, limit) {
      const rows = (await dataSource.query(
        `DELETE FROM ${table}
          WHERE key IN (
            SELECT key FROM ${table}
             WHERE attached_at IS NULL AND uploaded_at < $1
             ORDER BY uploaded_at
             LIMIT $2
             FOR UPDATE SKIP LOCKED)
            AND attached_at IS NULL
          RETURNING *`,
        [cutoff, limit],
      )) as [ResumeRow[], number];
      return rows[0].map(fromRow);
    },
  };
}
