import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export interface LoadedForm<T> {
  form: T;
  setForm: Dispatch<SetStateAction<T>>;
  /** The record's values have filled the form (at once for a new record): its fields may be edited. */
  ready: boolean;
  /** The form differs from the values last loaded. */
  dirty: boolean;
}

/**
 * An editor's form over a record loaded from the server (`loaded`: its values once they are there,
 * memoised; `undefined` while loading). They fill the form when they arrive; a later reload refreshes
 * a form the admin has not edited since and leaves an edited one as it is: a reload never takes
 * typed text away.
 * Until the first values arrive `ready` is false and the editor keeps its fields disabled: text typed
 * into the empty form would be overwritten by them, or, if kept, save blanks over everything else.
 */
export function useLoadedForm<T>(loaded: T | undefined, empty: T, { isNew = false } = {}): LoadedForm<T> {
  const [initial, setInitial] = useState<T>(empty);
  const [form, setForm] = useState<T>(empty);
  // The values last taken in; adjusted while rendering when new ones arrive (React's pattern for
  // state that follows a prop), so the form never renders a pass behind them.
  const [lastLoaded, setLastLoaded] = useState<T | undefined>(undefined);
  if (loaded !== undefined && loaded !== lastLoaded) {
    const previous = lastLoaded ?? empty;
    setLastLoaded(loaded);
    setInitial(loaded);
    setForm((current) => (same(current, previous) ? loaded : current));
  }

  const dirty = useMemo(() => !same(form, initial), [form, initial]);
  return { form, setForm, ready: isNew || lastLoaded !== undefined, dirty };
}
