/** Where the system under test answers; scripts/e2e.mjs sets E2E_BASE_URL to its gateway. */
export const baseUrl: string = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:18080';

/** An absolute URL on the system under test, e.g. `urlFor('/blogs')`. */
export const urlFor = (path: string): string => new URL(path, baseUrl).toString();
