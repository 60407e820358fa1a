import type { DataSource, EntityManager } from 'typeorm';
import type { Subscriber, SubscriberStatus } from '@site/contracts';
import { SubscriberEntity } from './subscriber-entity';

export interface StoredSubscriber extends Subscriber {
  confirmationSentAt: string | null;
}

const toSubscriber = (e: SubscriberEntity): StoredSubscriber => ({
  id: e.id,
  email: e.email,
  status: e.status,
  consentVersion: e.consentVersion,
  consentText: e.consentText,
  consentAt: e.consentAt.toISOString(),
  consentIp: e.consentIp,
  confirmedAt: e.confirmedAt ? e.confirmedAt.toISOString() : null,
  unsubscribedAt: e.unsubscribedAt ? e.unsubscribedAt.toISOString() : null,
  confirmationSentAt: e.confirmationSentAt ? e.confirmationSentAt.toISOString() : null,
});

export interface Consent {
  /** The CONSENT_VERSIONS key of the text the form showed (null: a record from before versions). */
  version: string | null;
  text: string;
  ip: string | null;
  userAgent: string | null;
}

export class SubscribersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Inserts a pending subscriber unless lower(email) exists; returns the row, locked for this transaction. */
  async insertOrLock(
    tx: EntityManager,
    id: string,
    email: string,
    consent: Consent,
  ): Promise<{ subscriber: StoredSubscriber; created: boolean }> {
    const inserted = (await tx.query(
      `INSERT INTO forms.subscribers (id, email, status, consent_version, consent_text, consent_at, consent_ip, consent_user_agent)
       VALUES ($1, $2, 'pending', $3, $4, now(), $5, $6)
       ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
      [id, email, consent.version, consent.text, consent.ip, consent.userAgent],
    )) as unknown[];
    const row = await tx
      .createQueryBuilder(SubscriberEntity, 'sub')
      .where('lower(sub.email) = lower(:email)', { email })
      .setLock('pessimistic_write')
      .getOneOrFail();
    return { subscriber: toSubscriber(row), created: inserted.length > 0 };
  }

  /** A new subscription by someone who had unsubscribed: a fresh consent record, pending again. */
  async renewConsent(tx: EntityManager, id: string, consent: Consent): Promise<void> {
    await tx.update(
      SubscriberEntity,
      { id },
      {
        status: 'pending',
        consentVersion: consent.version,
        consentText: consent.text,
        consentAt: new Date(),
        consentIp: consent.ip,
        consentUserAgent: consent.userAgent,
        confirmedAt: null,
        confirmedIp: null,
        unsubscribedAt: null,
      },
    );
  }

  async markConfirmationSent(tx: EntityManager, id: string): Promise<void> {
    await tx.update(SubscriberEntity, { id }, { confirmationSentAt: new Date() });
  }

  /**
   * Books one confirmation mail to `mailbox` unless `cap` were already booked within `windowMs`;
   * answers whether it was booked. A transaction-scoped advisory lock on the mailbox serialises
   * concurrent sign-ups to it (any instance), so the count and the insert cannot interleave.
   */
  async bookConfirmation(tx: EntityManager, mailbox: string, cap: number, windowMs: number): Promise<boolean> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('newsletter-mailbox:' || $1, 0))`, [mailbox]);
    const since = new Date(Date.now() - windowMs);
    // Rows older than the window count for nothing any more: drop them while the mailbox is locked.
    await tx.query(`DELETE FROM forms.newsletter_confirmations WHERE mailbox = $1 AND sent_at < $2`, [
      mailbox,
      since,
    ]);
    const rows = (await tx.query(
      `SELECT count(*)::int AS n FROM forms.newsletter_confirmations WHERE mailbox = $1`,
      [mailbox],
    )) as Array<{ n: number }>;
    if ((rows[0]?.n ?? 0) >= cap) return false;
    await tx.query(`INSERT INTO forms.newsletter_confirmations (mailbox) VALUES ($1)`, [mailbox]);
    return true;
  }

  async findById(id: string): Promise<StoredSubscriber | null> {
    const e = await this.dataSource.manager.findOne(SubscriberEntity, { where: { id } });
    return e ? toSubscriber(e) : null;
  }

  async findByEmail(
    email: string,
    tx: EntityManager = this.dataSource.manager,
  ): Promise<StoredSubscriber | null> {
    const e = await tx
      .createQueryBuilder(SubscriberEntity, 'sub')
      .where('lower(sub.email) = lower(:email)', { email })
      .getOne();
    return e ? toSubscriber(e) : null;
  }

  /** pending -> confirmed; returns the status after the call (unchanged when not pending). */
  async confirm(id: string, ip: string | null): Promise<SubscriberStatus | null> {
    await this.dataSource.manager.update(
      SubscriberEntity,
      { id, status: 'pending' },
      { status: 'confirmed', confirmedAt: new Date(), confirmedIp: ip },
    );
    return (await this.findById(id))?.status ?? null;
  }

  async unsubscribe(id: string): Promise<SubscriberStatus | null> {
    const repo = this.dataSource.manager;
    await repo
      .createQueryBuilder()
      .update(SubscriberEntity)
      .set({ status: 'unsubscribed', unsubscribedAt: () => 'now()' })
      .where('id = :id AND status <> :status', { id, status: 'unsubscribed' })
      .execute();
    return (await this.findById(id))?.status ?? null;
  }

  async list(
    filter: { status?: SubscriberStatus },
    paging?: { page: number; pageSize: number },
  ): Promise<{ rows: StoredSubscriber[]; total: number }> {
    const qb = this.dataSource.manager.createQueryBuilder(SubscriberEntity, 'sub');
    if (filter.status) qb.andWhere('sub.status = :status', { status: filter.status });
    qb.orderBy('sub.createdAt', 'DESC').addOrderBy('sub.id', 'ASC');
    if (paging) qb.skip((paging.page - 1) * paging.pageSize).take(paging.pageSize);
    else qb.take(100_000);
    const [rows, total] = await qb.getManyAndCount();
    return { rows: rows.map(toSubscriber), total };
  }

  async countPending(): Promise<number> {
    return this.dataSource.manager.count(SubscriberEntity, { where: { status: 'pending' } });
  }
}
