// A scratch database per spec on the run's PostgreSQL server (E2E_DATABASE_URL), so private service
// processes migrate and write their own rows without touching the database the browser specs share.
export { createScratchDatabase, databaseUrl, query, type ScratchDatabase } from '@site/testing';
