import type { EntityManager } from 'typeorm';
import { AuditLogEntity, type AuditAction, type AuditedEntity } from './audit-log-entity';

export interface Actor {
  id: string;
  email: string;
  requestId?: string;
}

export interface AuditEntry {
  actorId: string;
  actorEmail: string;
  action: AuditAction;
  entity: AuditedEntity;
  entityId: string;
  requestId: string | null;
  at: string;
}

/** Audit rows are written in the same transaction as the change they describe. */
export class AuditRepository {
  constructor(private readonly manager: EntityManager) {}

  async record(actor: Actor, action: AuditAction, entity: AuditedEntity, entityId: string): Promise<void> {
    await this.manager.insert(AuditLogEntity, {
      actorId: actor.id,
      actorEmail: actor.email,
      action,
      entity,
      entityId,
      requestId: actor.requestId ?? null,
    });
  }

  /**
   * A save (Upload, Save, Update): `create` or `update`, and `publish` as well when the save itself
   * made the item public (the spec's buttons publish: decisions/content.md), so the activity log
   * says who published it.
   */
  async recordSave(actor: Actor, save: 'create' | 'update', entity: AuditedEntity, entityId: string, wentLive: boolean): Promise<void> {
    await this.record(actor, save, entity, entityId);
    if (wentLive) await this.record(actor, 'publish', entity, entityId);
  }

  async listFor(entity: AuditedEntity, entityId: string): Promise<AuditEntry[]> {
    const rows = await this.manager.find(AuditLogEntity, { where: { entity, entityId }, order: { auditId: 'ASC' } });
    return rows.map((r) => ({
      actorId: r.actorId,
      actorEmail: r.actorEmail,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      requestId: r.requestId,
      at: r.at.toISOString(),
    }));
  }
}
