/**
 * A NUL, or half of a UTF-16 surrogate pair without its other half. PostgreSQL stores neither (text
 * refuses NUL; jsonb refuses `\u0000` and unpaired `\ud800` escapes), so such a body would fail at
 * the INSERT with a 500. No form or editor field ever needs them: the shared validate step
 * (parseOrThrow, validateBody) refuses them with a 400 before any schema or route sees them.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

const pathOf = (visit: Visit): string => {
  const keys: string[] = [];
  for (let v: Visit | null = visit; v; v = v.parent) if (v.key !== null) keys.unshift(v.key);
  return keys.join('.') || '(body)';
};

const ALL_UNSTORABLE = new RegExp(UNSTORABLE.source, 'g');

/** The refusal of a field (`findUnstorableText`'s path, or its label) holding such a character. */
export const unstorableTextMessage = (field: string): string =>
  `${field} contains a character that cannot be stored (a NUL or an unpaired surrogate)`;

/**
 * The dotted path of the first key or string in `value` that PostgreSQL cannot store, or null.
 * Walks with an explicit stack: a body of deeply nested arrays must not overflow the call stack.
 */
export function findUnstorableText(value: unknown): string | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop() as Visit;
    const current = visit.value;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1)
        stack.push({ value: current[i] as unknown, key: String(i), parent: visit });
    } else if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, item] = entries[i] as [string, unknown];
        if (UNSTORABLE.test(key)) return pathOf({ value: item, key: key.replace(ALL_UNSTORABLE, '?'), parent: visit });
        stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return null;
}
