import { useCallback, useEffect, useRef, useState } from 'react';

/** Brings an element into view and moves focus to it (a refused field, or the message of a failure). */
export function focusOn(element: HTMLElement | null): void {
  if (!element) return;
  element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
}

/**
 * Refusals shown beside their fields, keyed by the field's element id. Showing them moves focus to
 * the first one in the form's order once it is drawn; editing a field clears its refusal.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The field to focus once the refusals `show` set are drawn (a ref: focusing renders nothing).
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    const id = focusNext.current;
    if (!id) return;
    focusNext.current = null;
    focusOn(document.getElementById(id));
  }, [errors]);

  /** Replaces the refusals; `order` is every field id in the order the form shows them. */
  const show = useCallback((next: Record<string, string>, order: readonly string[]) => {
    focusNext.current = order.find((id) => next[id]) ?? Object.keys(next)[0] ?? null;
    setErrors(next);
  }, []);

  const clear = useCallback((id: string) => {
    setErrors((current) => {
      if (!(id in current)) return current;
      const { [id]: _gone, ...rest } = current;
      return rest;
    });
  }, []);

  return { errors, show, clear, reset: useCallback(() => setErrors({}), []) };
}
