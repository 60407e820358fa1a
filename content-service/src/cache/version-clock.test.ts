import { VersionClock, type TopicTokens } from './version-clock';

/** A token reader whose queries the test answers one by one. */
function controlledReader() {
  const queries: { resolve: (tokens: TopicTokens) => void; reject: (err: Error) => void }[] = [];
  const read = () => new Promise<TopicTokens>((resolve, reject) => queries.push({ resolve, reject }));
  return { read, queries };
}

const tokens = (value: string): TopicTokens => new Map([['blogs', value]]);

describe('VersionClock', () => {
  it('when nothing is running, then a call sends its own query and gets its answer', async () => {
    const reader = controlledReader();
    const clock = new VersionClock(reader.read);
    const answer = clock.now();
    expect(reader.queries).toHaveLength(1);
    reader.queries[0]!.resolve(tokens('t1'));
    expect(await answer).toEqual(tokens('t1'));
  });

  it('when calls arrive while a query runs, then they share the next query, never the running one', async () => {
    const reader = controlledReader();
    const clock = new VersionClock(reader.read);
    const first = clock.now();
    const later = [clock.now(), clock.now(), clock.now()];
    expect(reader.queries).toHaveLength(1);
    reader.queries[0]!.resolve(tokens('before the write'));
    expect(await first).toEqual(tokens('before the write'));
    await Promise.resolve();
    expect(reader.queries).toHaveLength(2);
    reader.queries[1]!.resolve(tokens('after the write'));
    expect(await Promise.all(later)).toEqual([tokens('after the write'), tokens('after the write'), tokens('after the write')]);
    expect(reader.queries).toHaveLength(2);
  });

  it('when the running query fails, then its caller gets the error and the waiting calls still get a fresh query', async () => {
    const reader = controlledReader();
    const clock = new VersionClock(reader.read);
    const first = clock.now();
    const waiting = clock.now();
    reader.queries[0]!.reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await Promise.resolve();
    expect(reader.queries).toHaveLength(2);
    reader.queries[1]!.resolve(tokens('t2'));
    expect(await waiting).toEqual(tokens('t2'));
  });
});
