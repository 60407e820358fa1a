import { CONFIRMATIONS_PER_MAILBOX } from '../src/newsletter/newsletter-service';
import { outbox, startForms, submissions, type FormsHarness } from './helpers';

let h: FormsHarness;
beforeAll(async () => {
  h = await startForms({ label: 'newsletter_cap' });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.dataSource.query(
    'TRUNCATE forms.submissions, forms.outbox, forms.subscribers, forms.newsletter_confirmations CASCADE',
  );
});

const subscribers = async () =>
  (await h.dataSource.query('SELECT email, status, consent_ip FROM forms.subscribers ORDER BY created_at, email')) as Array<{
    email: string;
    status: string;
    consent_ip: string | null;
  }>;

/** A sign-up from one of four client addresses (the service trusts X-Forwarded-For from loopback). */
const signUp = (email: string, n: number) =>
  h.post('/send-newsletter', { email, formType: 'Newsletter' }, { 'x-forwarded-for': `203.0.113.${(n % 4) + 1}` });

describe('newsletter confirmation cap per mailbox', () => {
  it('when 19 sign-ups aim one mailbox through aliases from four addresses, then at most the cap of confirmations is queued and every sign-up is stored', async () => {
    expect(CONFIRMATIONS_PER_MAILBOX).toBe(3);
    const aliases = Array.from({ length: 19 }, (_, n) =>
      n % 3 === 0 ? `victim+${n}@gmail.com` : n % 3 === 1 ? `Vic.Tim+${n}@GoogleMail.com` : `VICTIM+${n}@Gmail.com`,
    );
    for (const [n, email] of aliases.entries())
      expect(await signUp(email, n)).toEqual({ status: 200, body: { msg: 'success' } });

    const rows = await outbox(h);
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.payload.email)).toEqual(aliases.slice(0, 3));
    expect((await submissions(h)).map((s) => s.payload.email)).toEqual(aliases.slice(0, 3));
    const stored = await subscribers();
    expect(stored.map((s) => s.email).sort()).toEqual([...aliases].sort());
    expect(new Set(stored.map((s) => s.status))).toEqual(new Set(['pending']));
    expect(new Set(stored.map((s) => s.consent_ip))).toEqual(
      new Set(['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']),
    );
  });

  it('when one mailbox is at its cap, then another mailbox still gets its confirmation', async () => {
    for (let n = 0; n < 5; n += 1) await signUp(`target+${n}@example.com`, n);
    expect(await signUp('someone.else@example.com', 0)).toEqual({ status: 200, body: { msg: 'success' } });
    expect((await outbox(h)).map((r) => r.payload.email)).toEqual([
      'target+0@example.com',
      'target+1@example.com',
      'target+2@example.com',
      'someone.else@example.com',
    ]);
    expect(await h.count('subscribers')).toBe(6);
  });

  it('when sign-ups come concurrently, then the cap still holds', async () => {
    const replies = await Promise.all(Array.from({ length: 12 }, (_, n) => signUp(`race+${n}@example.com`, n)));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(await h.count('outbox')).toBe(3);
    expect(await h.count('subscribers')).toBe(12);
  });

  it('when a day has passed since the capped mails, then a held sign-up that is repeated gets its confirmation', async () => {
    for (let n = 0; n < 4; n += 1) await signUp(`later+${n}@example.com`, n);
    expect(await h.count('outbox')).toBe(3);
    await h.dataSource.query(`UPDATE forms.newsletter_confirmations SET sent_at = now() - interval '25 hours'`);
    await signUp('later+3@example.com', 0);
    expect((await outbox(h)).map((r) => r.payload.email)).toEqual([
      'later+0@example.com',
      'later+1@example.com',
      'later+2@example.com',
      'later+3@example.com',
    ]);
    expect(await h.count('subscribers')).toBe(4);
  });
});
