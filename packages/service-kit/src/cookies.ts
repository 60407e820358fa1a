import { parse } from 'cookie';

/**
 * One cookie's value from a request's Cookie header, read by the `cookie` package (the parser
 * Express and Astro use): %-escapes decoded, the first of a repeated name.
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  return header ? parse(header)[name] : undefined;
}
