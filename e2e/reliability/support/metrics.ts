// Reading Prometheus text as the processes expose it at /metrics: the value of a series, summed over
// the samples whose labels include the ones asked for (e.g. every route of one status).

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Every sample of the exposition text (comments and blank lines skipped). */
export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line.trim());
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of `name`'s samples whose labels include every one of `labels`. */
export function metricValue(text: string, name: string, labels: Record<string, string> = {}): number {
  return parseMetrics(text)
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

/** GET <url>/metrics as text; throws on anything but 200. */
export async function scrapeMetrics(url: string): Promise<string> {
  const reply = await fetch(`${url}/metrics`);
  const text = await reply.text();
  if (reply.status !== 200) throw new Error(`${url}/metrics answered ${reply.status}: ${text.slice(0, 200)}`);
  return text;
}
