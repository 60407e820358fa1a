import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { VersionClock, type TopicTokens } from './version-clock';

/** Groups of tables; a write to any of a topic's tables replaces its token (migration 1763800000002). */
export type CacheTopic = 'blogs' | 'case_studies' | 'categories';

export interface CachedReply {
  /** The topic token the body was read under. */
  token: string;
  /** The serialised JSON reply, sent as it is. */
  body: Buffer;
  /** Strong, from the bytes: every instance gives the same body the same tag. */
  etag: string;
  /**
   * When a scheduled item becomes public (ms since the epoch): no write happens then, so no token
   * changes, and the reply must stop being answered at that moment by itself.
   */
  expiresAt?: number;
}

/** What a list's loader gives: the reply, and the next scheduled publication among its rows. */
export interface LoadedList {
  payload: unknown;
  nextChange: Date | null;
}

export interface ReplyCacheOptions {
  tokens: () => Promise<TopicTokens>;
  /** Counts `hit`, `miss` and `uncacheable` (a write landed while the reply was being read). */
  lookups?: { inc(labels: { result: 'hit' | 'miss' | 'uncacheable' }): void };
}

const serialise = (token: string, { payload, nextChange }: LoadedList): CachedReply => {
  const body = Buffer.from(JSON.stringify(payload));
  const reply: CachedReply = { token, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  if (nextChange) reply.expiresAt = nextChange.getTime();
  return reply;
};

const fresh = (reply: CachedReply, now: number): boolean => reply.expiresAt === undefined || now < reply.expiresAt;

/**
 * Serialised public replies kept in memory per key, valid while their topic's token is unchanged.
 * Each request checks the token (one shared query per batch of concurrent requests, see
 * VersionClock), so a write through any instance is seen by the next read through every instance;
 * the rows are read and serialised again only after a write. Only public, token-free replies belong
 * here: the key must name everything the reply depends on, and keys are a fixed set (never taken
 * from the request), so the map cannot grow without bound.
 */
export class ReplyCache {
  private readonly entries = new Map<string, CachedReply>();
  private readonly loads = new Map<string, Promise<CachedReply>>();
  private readonly clock: VersionClock;

  constructor(private readonly options: ReplyCacheOptions) {
    this.clock = new VersionClock(options.tokens);
  }

  /** `load` reads the rows public at the instant it is given (the one clock of the reply's expiry). */
  async get(key: string, topic: CacheTopic, load: (now: Date) => Promise<LoadedList>): Promise<CachedReply> {
    const reply = await this.getOnce(key, topic, load);
    // A shared load may have started before a scheduled item went public; never answer it after.
    return fresh(reply, Date.now()) ? reply : this.getOnce(key, topic, load);
  }

  private async getOnce(key: string, topic: CacheTopic, load: (now: Date) => Promise<LoadedList>): Promise<CachedReply> {
    const token = (await this.clock.now()).get(topic);
    if (token === undefined) throw new Error(`cache topic ${topic} has no token (migration missing?)`);
    const entry = this.entries.get(key);
    if (entry?.token === token && fresh(entry, Date.now())) {
      this.options.lookups?.inc({ result: 'hit' });
      return entry;
    }
    // Requests that find the same token share one read of the rows.
    const loadKey = `${key}\n${token}`;
    let pending = this.loads.get(loadKey);
    if (!pending) {
      pending = this.fill(key, topic, token, load);
      this.loads.set(loadKey, pending);
      const done = (): void => {
        this.loads.delete(loadKey);
      };
      pending.then(done, done);
    }
    return pending;
  }

  private async fill(key: string, topic: CacheTopic, token: string, load: (now: Date) => Promise<LoadedList>): Promise<CachedReply> {
    const reply = serialise(token, await load(new Date()));
    // Kept only if no write to the topic committed while the rows were read: then they are exactly
    // the rows of this token. Otherwise the (newer) reply is answered but not kept.
    if ((await this.clock.now()).get(topic) === token) {
      this.entries.set(key, reply);
      this.options.lookups?.inc({ result: 'miss' });
    } else {
      this.options.lookups?.inc({ result: 'uncacheable' });
    }
    return reply;
  }
}

/**
 * The Express handler of a public list kept in `replies` under `key` (the list takes no parameters,
 * so its path is the whole key). A matching If-None-Match gets 304: Express checks the ETag set here.
 */
export function cachedList(replies: ReplyCache, key: string, topic: CacheTopic, load: (now: Date) => Promise<LoadedList>): RequestHandler {
  return async (_req, res) => {
    const reply = await replies.get(key, topic, load);
    res.set('Content-Type', 'application/json; charset=utf-8').set('ETag', reply.etag);
    // The gateway's page and feed caches end at the same moment (gateway/src/render).
    if (reply.expiresAt !== undefined) res.set('X-Content-Next-Change', new Date(reply.expiresAt).toISOString());
    res.send(reply.body);
  };
}
