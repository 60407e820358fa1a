import { render, screen } from '@testing-library/react';
import { StatusLine } from './status-line';

describe('StatusLine', () => {
  it('when there is an error, then it is an alert; progress and confirmations are statuses, each with its class', () => {
    render(
      <>
        <StatusLine kind="error">Upload failed</StatusLine>
        <StatusLine kind="loading">Loading…</StatusLine>
        <StatusLine kind="success">Case study updated</StatusLine>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed');
    expect(screen.getByRole('alert')).toHaveClass('admin-error');
    expect(screen.getAllByRole('status').map((line) => [line.textContent, line.className])).toEqual([
      ['Loading…', 'admin-spinner'],
      ['Case study updated', 'admin-banner admin-banner--success'],
    ]);
  });

  it('when there is nothing to say (no text, empty, false), then nothing is rendered', () => {
    const { container } = render(
      <>
        <StatusLine kind="error">{null}</StatusLine>
        <StatusLine kind="error">{''}</StatusLine>
        <StatusLine kind="notice">{false}</StatusLine>
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
