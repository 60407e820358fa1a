/**
 * The site process's runtime settings (scripts/lib/system.mjs, deploy/docker-compose.yml): read when
 * a page is rendered on request, never baked into the build. Server only.
 */
const processEnv = (): Record<string, string | undefined> =>
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

/** content-service's base URL, e.g. http://127.0.0.1:4001. */
export const contentServiceUrl = (): string => processEnv().CONTENT_SERVICE_URL ?? 'http://127.0.0.1:4001';

/** forms-service's base URL, e.g. http://127.0.0.1:4003 (the newsletter pages and the forms' no-script posts go to it). */
export const formsServiceUrl = (): string => processEnv().FORMS_SERVICE_URL ?? 'http://127.0.0.1:4003';

/** upload-service's base URL, e.g. http://127.0.0.1:4004 (the job form's resume, posted without script). */
export const uploadServiceUrl = (): string => processEnv().UPLOAD_SERVICE_URL ?? 'http://127.0.0.1:4004';

/** How long the site waits for content-service before answering 503. */
export const CONTENT_TIMEOUT_MS = 5000;
/** How long the newsletter and form pages wait for forms-service before saying to try again (503). */
export const FORMS_TIMEOUT_MS = 5000;
