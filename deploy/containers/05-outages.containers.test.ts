// A data store down for 20 s under traffic (issue 22): what cannot be served says 503 with Retry-After,
// never 500; nothing a visitor was told "sent" is lost; everything works again once the store is back.
import { waitFor } from '@site/testing/wait-for';
import { fetchFrom, mailWith, sendContact, type Fetched } from './support/journey';
import { startLoad, type FormResult, type ReadResult } from './support/load';
import { BASE, compose, mailpit, psql } from './support/stack';

const OUTAGE_MS = 20_000;

/** Statuses seen, by path, as `<status>: count`. */
const statusesByPath = (reads: ReadResult[]) => {
  const out: Record<string, Record<string, number>> = {};
  for (const r of reads) {
    const byStatus = (out[r.path] ??= {});
    byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  }
  return out;
};

/** Waits until the whole stack answers again: the gateway's operations port reports every service ready. */
const stackHealthy = () =>
  waitFor(
    async () => {
      const script = "fetch('http://127.0.0.1:'+process.env.OPS_PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))";
      await compose('exec', '-T', 'gateway', 'node', '-e', script);
      return true;
    },
    { timeout: 120_000, interval: 1_000, what: 'the gateway reporting every service healthy' },
  );

/** Every accepted form of `forms` is stored once and its mail arrives. */
async function everyAcceptedFormKept(forms: Array<{ status: number; msg?: string; marker: string }>) {
  for (const form of forms.filter((f) => f.status === 200 && f.msg === 'success')) {
    const rows = await psql(`SELECT count(*) FROM forms.submissions WHERE payload->>'message' = 'Hello from ${form.marker}'`);
    expect({ marker: form.marker, stored: rows[0] }).toEqual({ marker: form.marker, stored: '1' });
    await mailWith(form.marker, (p) => mailpit(p), 120_000);
  }
}

describe('data stores down under traffic', () => {
  it('when PostgreSQL is down for 20 s, then reads and forms that need it answer 503 with Retry-After (never 500), a refused form is not stored, and after it is back everything answers and every accepted form is stored and mailed', async () => {
    const load = startLoad(BASE(), { label: 'pg-outage', formEveryMs: 15_000 });
    let read: Fetched | undefined;
    let form: Awaited<ReturnType<typeof sendContact>> | undefined;
    let reads: ReadResult[];
    let forms: FormResult[];
    try {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await compose('kill', 'postgres');
      try {
        // Inside the outage: an uncached API read and a form post, looked at in full.
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        read = await fetchFrom(BASE(), `/api/caseStudies?outage=${Date.now()}`);
        form = await sendContact(BASE(), 'pg-outage-probe');
        await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS - 6_600));
      } finally {
        await compose('start', 'postgres');
      }
      await stackHealthy();
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    } finally {
      ({ reads, forms } = await load.stop());
    }

    console.log(`PostgreSQL outage: ${reads.length} reads ${JSON.stringify(statusesByPath(reads))}; forms ${forms.map((f) => f.status).join(',')}`);
    expect({ status: read!.status, retryAfter: read!.headers.get('retry-after'), body: JSON.parse(read!.text) }).toEqual({
      status: 503,
      retryAfter: expect.stringMatching(/^\d+$/),
      body: expect.objectContaining({ code: expect.stringMatching(/UNAVAILABLE/), requestId: expect.any(String) }),
    });
    expect(form).toMatchObject({ status: 503, msg: 'fail' });
    expect(await psql(`SELECT count(*) FROM forms.submissions WHERE payload->>'message' = 'Hello from ${form!.marker}'`)).toEqual(['0']);
    const seen = statusesByPath(reads);
    expect(reads.filter((r) => r.status === 500 || r.status === 0)).toEqual([]);
    expect(Object.values(seen).flatMap((byStatus) => Object.keys(byStatus)).every((s) => s === '200' || s === '503')).toBe(true);
    expect(reads.filter((r) => r.at > reads.at(-1)!.at - 3_000).every((r) => r.status === 200)).toBe(true);
    await everyAcceptedFormKept([...forms, form!]);
  });

  it('when Redis is down for 20 s, then pages and reads keep answering, every form a visitor was told was sent is stored and mailed once Redis is back, and nothing answers 500', async () => {
    const load = startLoad(BASE(), { label: 'redis-outage', formEveryMs: 15_000 });
    let reads: ReadResult[];
    let forms: FormResult[];
    try {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await compose('kill', 'redis');
      try {
        await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
      } finally {
        await compose('start', 'redis');
      }
      await stackHealthy();
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    } finally {
      ({ reads, forms } = await load.stop());
    }

    console.log(`Redis outage: ${reads.length} reads ${JSON.stringify(statusesByPath(reads))}; forms ${forms.map((f) => f.status).join(',')}`);
    expect(reads.filter((r) => r.status === 500 || r.status === 0)).toEqual([]);
    expect(forms.filter((f) => f.status === 500 || f.status === 0)).toEqual([]);
    expect(forms.filter((f) => f.status === 200 && f.msg === 'success').length).toBeGreaterThanOrEqual(2);
    await everyAcceptedFormKept(forms);
  });
});
