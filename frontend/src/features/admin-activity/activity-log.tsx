import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { ACTIVITY_SOURCE_LABELS, ACTIVITY_SOURCES, type ActivityItem, type ActivitySource } from '@site/contracts/activity';
import { serverMessage } from '@/components/admin/server-message';
import { StatusLine } from '@/components/admin/status-line';
import { useAppDispatch } from '@/lib/hooks';
import { adminActivityApi } from './admin-activity-api';
import { takeNewest, type SourceCursor } from './merge-activity';

const PAGE = 25;

interface Filter {
  sources: ActivitySource[];
  actor: string;
  from: string;
  to: string;
  outcome: '' | 'success' | 'failure' | 'locked' | 'challenged';
}

const EMPTY: Filter = { sources: [...ACTIVITY_SOURCES], actor: '', from: '', to: '', outcome: '' };
const freshCursors = (): Record<ActivitySource, SourceCursor> =>
  Object.fromEntries(ACTIVITY_SOURCES.map((s) => [s, { buffer: [], next: null, started: false }])) as unknown as Record<ActivitySource, SourceCursor>;

/**
 * /admin/activity (the Owner): sign-ins, team, content and lead changes, newest first, from the
 * audit table of each service (read through the gateway), merged here by time; filter by kind,
 * person, dates and (sign-ins) outcome.
 */
export function ActivityLog() {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<Filter>(EMPTY);
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const [items, setItems] = useState<ActivityItem[]>([]);
  const [more, setMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cursors = useRef(freshCursors());
  /** The newest load: an older one still running (the filter changed meanwhile) shows nothing. */
  const generation = useRef(0);

  const fetchSource = useCallback(
    async (run: Record<ActivitySource, SourceCursor>, source: ActivitySource, f: Filter) => {
      const cursor = run[source];
      const page = await dispatch(
        adminActivityApi.endpoints.activityPage.initiate({
          source,
          limit: PAGE,
          ...(cursor.next ? { before: cursor.next } : {}),
          ...(f.actor ? { actor: f.actor } : {}),
          ...(f.from ? { from: f.from } : {}),
          ...(f.to ? { to: f.to } : {}),
          ...(f.outcome && source === 'sign-ins' ? { outcome: f.outcome } : {}),
        }),
      ).unwrap();
      cursor.buffer.push(...page.data);
      cursor.next = page.next;
      cursor.started = true;
    },
    [dispatch],
  );

  const loadMore = useCallback(
    async (f: Filter, reset: boolean) => {
      const mine = (generation.current += 1);
      setLoading(true);
      setError(null);
      if (reset) cursors.current = freshCursors();
      const run = cursors.current;
      try {
        const shown: ActivityItem[] = [];
        for (;;) {
          const { taken, needs } = takeNewest(run, f.sources, PAGE - shown.length);
          shown.push(...taken);
          if (needs.length === 0) break;
          await Promise.all(needs.map((s) => fetchSource(run, s, f)));
        }
        if (mine !== generation.current) return;
        setItems((before) => (reset ? shown : [...before, ...shown]));
        setMore(f.sources.some((s) => run[s].buffer.length > 0 || run[s].next !== null));
      } catch (err) {
        if (mine === generation.current) setError(serverMessage(err));
      } finally {
        if (mine === generation.current) setLoading(false);
      }
    },
    [fetchSource],
  );

  useEffect(() => {
    // Loading the log is what this effect is for (an outside system); the rule sees the spinner's
    // state set before the first await, which is that load starting, not state derived from props.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void loadMore(filter, true);
  }, [filter, loadMore]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilter(draft);
  };
  const toggle = (source: ActivitySource) =>
    setDraft((d) => ({ ...d, sources: d.sources.includes(source) ? d.sources.filter((s) => s !== source) : ACTIVITY_SOURCES.filter((s) => s === source || d.sources.includes(s)) }));

  return (
    <>
      <h1>Activity</h1>
      <form className="admin-filters" role="search" aria-label="Filter the activity" onSubmit={onSubmit}>
        <fieldset>
          <legend>Show</legend>
          {ACTIVITY_SOURCES.map((source) => (
            <label key={source}>
              <input type="checkbox" checked={draft.sources.includes(source)} onChange={() => toggle(source)} /> {ACTIVITY_SOURCE_LABELS[source]}
            </label>
          ))}
        </fieldset>
        <label>
          Person (e-mail)
          <input name="actor" value={draft.actor} maxLength={100} onChange={(e) => setDraft({ ...draft, actor: e.target.value })} />
        </label>
        <label>
          From
          <input type="date" name="from" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </label>
        <label>
          To
          <input type="date" name="to" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </label>
        <label>
          Sign-in outcome
          <select value={draft.outcome} onChange={(e) => setDraft({ ...draft, outcome: e.target.value as Filter['outcome'] })}>
            <option value="">any</option>
            <option value="success">success</option>
            <option value="failure">failure</option>
            <option value="challenged">second step asked</option>
            <option value="locked">refused while throttled</option>
          </select>
        </label>
        <button type="submit">Apply</button>
      </form>
      <StatusLine kind="error">{error}</StatusLine>
      <table className="admin-table" aria-busy={loading}>
        <caption className="visually-hidden">Activity, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Kind</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Address</th>
            <th scope="col">New device</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={`${item.source}:${item.id}`}>
              <td data-label="When">
                <time dateTime={item.at}>{new Date(item.at).toLocaleString()}</time>
              </td>
              <td data-label="Kind">{ACTIVITY_SOURCE_LABELS[item.source]}</td>
              <td data-label="Who">{item.actor}</td>
              <td data-label="What">{item.summary}</td>
              <td data-label="Address">{item.address ?? ''}</td>
              <td data-label="New device">{item.newDevice === true ? 'yes' : item.newDevice === false ? 'no' : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {loading ? <StatusLine kind="loading">Loading…</StatusLine> : null}
      {!loading && items.length === 0 ? <p>Nothing matches.</p> : null}
      {more ? (
        <button type="button" className="admin-button--secondary" disabled={loading} onClick={() => void loadMore(filter, false)}>
          Show older
        </button>
      ) : null}
    </>
  );
}
