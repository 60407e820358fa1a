/**
 * Test helpers for the form enhancements: the page as the browser has it before any script (the
 * server's markup, values the visitor typed with no listener running), then the module's import.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { installFetchStub, type FetchStub } from '@/testing/stub-fetch';

/**
 * Registers, for each test of the file: a fresh module registry (so the enhancement runs again when
 * the test imports it), a stubbed network, and an empty page afterwards.
 */
export function freshPagePerTest(): { readonly net: FetchStub } {
  const page = {} as { net: FetchStub };
  beforeEach(() => {
    jest.resetModules();
    page.net = installFetchStub();
  });
  afterEach(() => {
    page.net.restore();
    document.body.innerHTML = '';
  });
  return page;
}

/** Puts the component's server-rendered HTML in the page, as the browser shows it before any script. */
export function showServerMarkup(element: ReactElement): void {
  document.body.innerHTML = renderToStaticMarkup(element);
}

/** Sets fields the way the browser does when a visitor types before the script arrived: no event. */
export function typeBeforeScript(values: Record<string, string>, form: HTMLFormElement = document.querySelector('form') as HTMLFormElement): void {
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) throw new Error(`no field ${name}`);
    field.value = value;
  }
}

/** A file as a visitor chooses it (its size set without allocating it). */
export function aFile(name: string, size = 1024, type = 'application/pdf'): File {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
