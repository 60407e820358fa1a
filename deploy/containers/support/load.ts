// Traffic while the specs restart and stop things: reads past nginx's microcache (a unique query
// string), pages, and contact forms paced as one visitor may send them (5 a minute per address).
// Every answer is recorded; the specs assert on the failures and on what the accepted forms left.
import { fetchFrom, sendContact, type Fetched } from './journey';

export interface ReadResult {
  path: string;
  status: number;
  at: number;
  error?: string;
  /** Who answered a failed read, in a few words: the JSON `code` or the page's title. */
  answer?: string;
}

export interface FormResult {
  status: number;
  msg?: string;
  marker: string;
  at: number;
}

export interface Load {
  /** Stops sending, waits for what is in flight, returns everything that was sent. */
  stop(): Promise<{ reads: ReadResult[]; forms: FormResult[] }>;
}

/** Paths read in turn; `<n>` becomes a unique number so each read goes through to the services. */
const READS = ['/blogs?r=<n>', '/api/caseStudies?r=<n>', '/api/categories?r=<n>', '/?r=<n>', '/about', '/blog?r=<n>', '/casestudy?r=<n>'];

/** A failed reply in a few words, so a failure names what answered it (a service's JSON, a page, nginx). */
function answerOf(reply: Fetched): string {
  const code = /"code":"([A-Z_]+)"/.exec(reply.text)?.[1];
  const title = /<title>([^<]*)<\/title>/i.exec(reply.text)?.[1];
  return code ?? title?.trim() ?? reply.text.slice(0, 60);
}

export function startLoad(base: string, { readsPerSecond = 6, formEveryMs = 13_000, label = 'load' } = {}): Load {
  const started = Date.now();
  const reads: ReadResult[] = [];
  const forms: FormResult[] = [];
  const inFlight = new Set<Promise<void>>();
  let running = true;
  let n = 0;

  const track = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  const readTimer = setInterval(() => {
    n += 1;
    const template = READS[n % READS.length]!;
    const path = template.replace('<n>', `${started}-${n}`);
    track(
      fetchFrom(base, path).then(
        (reply) => void reads.push({ path: template, status: reply.status, at: Date.now() - started, ...(reply.status === 200 ? {} : { answer: answerOf(reply) }) }),
        (err: Error) => void reads.push({ path: template, status: 0, at: Date.now() - started, error: err.message }),
      ),
    );
  }, 1000 / readsPerSecond);

  const formLoop = (async () => {
    while (running) {
      const at = Date.now() - started;
      try {
        const sent = await sendContact(base, label);
        forms.push({ status: sent.status, msg: sent.msg, marker: sent.marker, at });
      } catch (err) {
        forms.push({ status: 0, marker: `${label}-failed-${at}`, msg: (err as Error).message, at });
      }
      const next = Date.now() + formEveryMs;
      while (running && Date.now() < next) await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();

  return {
    stop: async () => {
      running = false;
      clearInterval(readTimer);
      await formLoop;
      await Promise.all([...inFlight]);
      return { reads, forms };
    },
  };
}

/** Reads that were not answered 200, grouped as `<path> <status>` with counts. */
export function failedReads(reads: ReadResult[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of reads.filter((read) => read.status !== 200)) {
    const key = `${r.path} ${r.status}${r.error ? ` ${r.error}` : ''}${r.answer ? ` (${r.answer})` : ''}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}
