import type { ActivityItem, ActivitySource } from '@site/contracts/activity';
import { takeNewest, type SourceCursor } from './merge-activity';

const item = (source: ActivitySource, id: string, at: string): ActivityItem => ({ id, source, at, actor: 'a@b.example', action: 'x', summary: id });
const cursors = (parts: Partial<Record<ActivitySource, Partial<SourceCursor>>>): Record<ActivitySource, SourceCursor> =>
  Object.fromEntries(
    (['sign-ins', 'team', 'content', 'leads'] as const).map((s) => [s, { buffer: [], next: null, started: true, ...parts[s] }]),
  ) as unknown as Record<ActivitySource, SourceCursor>;

describe('merging the activity sources by time', () => {
  it('when every source has a page, then items come newest first across sources', () => {
    const c = cursors({
      'sign-ins': { buffer: [item('sign-ins', 's2', '2026-11-27T10:05:00Z'), item('sign-ins', 's1', '2026-11-27T10:01:00Z')] },
      content: { buffer: [item('content', 'c1', '2026-11-27T10:03:00Z')] },
    });
    expect(takeNewest(c, ['sign-ins', 'team', 'content', 'leads'], 10)).toEqual({
      taken: [expect.objectContaining({ id: 's2' }), expect.objectContaining({ id: 'c1' }), expect.objectContaining({ id: 's1' })],
      needs: [],
    });
  });

  it('when a source with older pages runs out, then taking stops there and asks for that source first', () => {
    const c = cursors({
      'sign-ins': { buffer: [item('sign-ins', 's9', '2026-11-27T10:09:00Z')], next: '9' },
      leads: { buffer: [item('leads', 'l1', '2026-11-27T10:01:00Z')] },
    });
    expect(takeNewest(c, ['sign-ins', 'leads'], 10)).toEqual({ taken: [expect.objectContaining({ id: 's9' })], needs: ['sign-ins'] });
  });

  it('when a source was never fetched, then it is asked for before anything is taken; unselected sources are ignored', () => {
    const c = cursors({ team: { started: false }, content: { buffer: [item('content', 'c1', '2026-11-27T10:03:00Z')] } });
    expect(takeNewest(c, ['team', 'content'], 5)).toEqual({ taken: [], needs: ['team'] });
    expect(takeNewest(c, ['content'], 5).taken.map((i) => i.id)).toEqual(['c1']);
  });
});
