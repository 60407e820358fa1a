import { act, renderHook } from '@testing-library/react';
import { useLoadedForm } from './use-loaded-form';

type Form = { title: string; body: string };
const EMPTY: Form = { title: '', body: '' };

const render = (isNew = false) =>
  renderHook(({ loaded }: { loaded: Form | undefined }) => useLoadedForm(loaded, EMPTY, { isNew }), {
    initialProps: { loaded: undefined as Form | undefined },
  });

describe('useLoadedForm', () => {
  it('when the record has not loaded, then the form is not ready; when it arrives, then the form holds it, ready and clean', () => {
    const { result, rerender } = render();
    expect({ form: result.current.form, ready: result.current.ready, dirty: result.current.dirty }).toEqual({ form: EMPTY, ready: false, dirty: false });
    rerender({ loaded: { title: 'Saved title', body: 'Saved body' } });
    expect({ form: result.current.form, ready: result.current.ready, dirty: result.current.dirty }).toEqual({
      form: { title: 'Saved title', body: 'Saved body' },
      ready: true,
      dirty: false,
    });
  });

  it('when the record reloads after the admin edited the form, then the edits stay and the form is still dirty', () => {
    const { result, rerender } = render();
    rerender({ loaded: { title: 'Saved title', body: 'Saved body' } });
    act(() => result.current.setForm((f) => ({ ...f, title: 'Typed title' })));
    rerender({ loaded: { title: 'Saved title', body: 'Saved body, reloaded' } });
    expect({ form: result.current.form, dirty: result.current.dirty }).toEqual({ form: { title: 'Typed title', body: 'Saved body' }, dirty: true });
  });

  it('when the record reloads and the form holds no edits, then it shows the new values', () => {
    const { result, rerender } = render();
    rerender({ loaded: { title: 'Saved title', body: 'Saved body' } });
    rerender({ loaded: { title: 'Published title', body: 'Saved body' } });
    expect({ form: result.current.form, dirty: result.current.dirty }).toEqual({ form: { title: 'Published title', body: 'Saved body' }, dirty: false });
  });

  it('when the record is new, then the empty form is ready at once', () => {
    const { result } = render(true);
    expect({ form: result.current.form, ready: result.current.ready, dirty: result.current.dirty }).toEqual({ form: EMPTY, ready: true, dirty: false });
  });
});
