import type { ActivityItem, ActivitySource } from '@site/contracts/activity';

/** What is known of one source while paging: items fetched but not shown yet, and where to go on. */
export interface SourceCursor {
  buffer: ActivityItem[];
  /** The `next` of the last page fetched; null when that source has nothing older. */
  next: string | null;
  /** Whether a page has been fetched yet. */
  started: boolean;
}

/**
 * Takes the next `count` items, newest first, across sources whose buffers are filled: an item is
 * taken only while every source that may still have older items has its buffer non-empty (else the
 * caller fetches that source first). Pure, so it is tested on its own.
 */
export function takeNewest(
  cursors: Record<ActivitySource, SourceCursor>,
  sources: readonly ActivitySource[],
  count: number,
): { taken: ActivityItem[]; needs: ActivitySource[] } {
  const taken: ActivityItem[] = [];
  const needs = (): ActivitySource[] => sources.filter((s) => cursors[s].buffer.length === 0 && (!cursors[s].started || cursors[s].next !== null));
  while (taken.length < count) {
    const missing = needs();
    if (missing.length > 0) return { taken, needs: missing };
    let best: ActivitySource | undefined;
    for (const s of sources) {
      const head = cursors[s].buffer[0];
      if (head && (!best || head.at > (cursors[best].buffer[0]?.at ?? ''))) best = s;
    }
    if (!best) break;
    taken.push(cursors[best].buffer.shift()!);
  }
  return { taken, needs: [] };
}
