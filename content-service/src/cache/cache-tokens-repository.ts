import type { EntityManager } from 'typeorm';
import type { TopicTokens } from './version-clock';

/** The current token of every cached topic (`content.cache_versions`, replaced by a trigger on each write). */
export class CacheTokensRepository {
  constructor(private readonly manager: EntityManager) {}

  async read(): Promise<TopicTokens> {
    const rows = (await this.manager.query('SELECT "topic", "token" FROM "content"."cache_versions"')) as { topic: string; token: string }[];
    return new Map(rows.map((r) => [r.topic, r.token]));
  }
}
