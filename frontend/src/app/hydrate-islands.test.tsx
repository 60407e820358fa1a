import { act, fireEvent, screen, within } from '@testing-library/react';
import { Children, useId, useState, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { defineIsland, IslandCollectorContext } from '@/components/islands/island';
import { createIslandCollector, renderIslands } from '@/components/islands/render-islands';
import { ControlledObserver } from '@/testing/controlled-intersection-observer';
import { hydrateIslands } from './hydrate-islands';
import type { IslandLoaders } from './island-registry';

/** A stateful island whose markup uses useId (label and description must stay paired). */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  const id = useId();
  return (
    <div>
      <button type="button" aria-describedby={id} onClick={() => setCount((n) => n + 1)}>
        {label}: {count}
      </button>
      <p id={id}>Counts clicks</p>
    </div>
  );
}
const CounterIsland = defineIsland('test-counter', Counter);

/** An island that places server-rendered slots (like the carousel's slides) and can hide them. */
function Frame({ title, children }: { title: string; children?: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <section aria-label={title}>
      <button type="button" onClick={() => setOpen((o) => !o)}>
        {open ? 'Hide' : 'Show'}
      </button>
      {open ? (
        <ul>
          {Children.map(children, (child) => (
            <li>{child}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
const FrameIsland = defineIsland('test-frame', Frame, 'visible');

/** An island whose render React hoists a tag out of (an eager, high-priority image gets a preload). */
function Poster() {
  return <img src="/video/poster.webp" alt="" width={960} height={540} fetchPriority="high" />;
}
const PosterIsland = defineIsland('test-poster', Poster);

const loaders = {
  'test-counter': async () => Counter,
  'test-frame': async () => Frame,
} as unknown as IslandLoaders;

/** What entry-server does: the page with a collector, then each island rendered into its placeholder. */
function serverRender(page: ReactNode): string {
  const collector = createIslandCollector();
  const html = renderToString(<IslandCollectorContext.Provider value={collector}>{page}</IslandCollectorContext.Provider>);
  return renderIslands(html, collector).html;
}

const Page = () => (
  <main>
    <h1>Static heading</h1>
    <p>Static text that never hydrates.</p>
    <CounterIsland label="Clicks" />
    <FrameIsland title="Slides">
      <strong>First slide</strong>
      <a href="/network-design">Second slide</a>
    </FrameIsland>
  </main>
);

let errors: jest.SpyInstance;
let restoreObserver: () => void;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  restoreObserver = ControlledObserver.install();
});
afterEach(() => {
  errors.mockRestore();
  restoreObserver();
  document.body.innerHTML = '';
});

function mount(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

describe('islands, server to browser', () => {
  it('when a page is rendered on the server, then each island is its own root with its props, and the static parts are plain HTML', () => {
    const html = serverRender(<Page />);
    const root = mount(html);
    const counter = root.querySelector<HTMLElement>('[data-island="test-counter"]')!;
    expect(counter.dataset).toMatchObject({ when: 'load', props: JSON.stringify({ label: 'Clicks' }) });
    expect(counter.dataset.islandKey).toMatch(/^i[A-Za-z0-9]+$/);
    expect(within(counter).getByRole('button')).toHaveTextContent('Clicks: 0');
    // useId under the island's own prefix, so the browser's render of the island names the same ids.
    expect(within(counter).getByText('Counts clicks').id).toBe(`_${counter.dataset.islandKey}-R_0_`);
    const frame = root.querySelector<HTMLElement>('[data-island="test-frame"]')!;
    expect(frame.dataset.when).toBe('visible');
    expect([...frame.querySelectorAll('[data-slot]')].map((slot) => slot.innerHTML)).toEqual([
      '<strong>First slide</strong>',
      '<a href="/network-design">Second slide</a>',
    ]);
  });

  it('when the islands script runs, then "load" islands hydrate without a mismatch and respond; static markup is untouched', async () => {
    const html = serverRender(<Page />);
    const root = mount(html);
    const before = root.innerHTML;
    await act(async () => {
      await hydrateIslands(document, loaders);
    });
    expect(root.innerHTML).toBe(before);
    const button = screen.getByRole('button', { name: 'Clicks: 0' });
    act(() => fireEvent.click(button));
    expect(button).toHaveTextContent('Clicks: 1');
    expect(document.getElementById(button.getAttribute('aria-describedby')!)).toHaveTextContent('Counts clicks');
    expect(errors).not.toHaveBeenCalled();
  });

  it('when a "visible" island has not come near the viewport, then it stays server markup; when it does, it hydrates with its slots', async () => {
    mount(serverRender(<Page />));
    await act(async () => {
      await hydrateIslands(document, loaders);
    });
    const frame = screen.getByRole('region', { name: 'Slides' });
    fireEvent.click(within(frame).getByRole('button', { name: 'Hide' }));
    expect(within(frame).getByText('First slide')).toBeInTheDocument();

    const observer = ControlledObserver.instances.at(-1)!;
    expect(observer.targets).toEqual([frame]);
    await act(async () => {
      observer.enter(frame);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    act(() => fireEvent.click(within(frame).getByRole('button', { name: 'Hide' })));
    expect(within(frame).queryByText('First slide')).toBeNull();
    act(() => fireEvent.click(within(frame).getByRole('button', { name: 'Show' })));
    expect(within(frame).getByRole('link', { name: 'Second slide' })).toHaveAttribute('href', '/network-design');
    expect(errors).not.toHaveBeenCalled();
  });

  it("when an island's chunk fails to load, then it stays the server's markup and the spec's chunk message is logged", async () => {
    mount(serverRender(<Page />));
    const failing = { ...loaders, 'test-counter': () => Promise.reject(new Error('Failed to fetch dynamically imported module: http://localhost/static/js/counter-abc123.js')) } as unknown as IslandLoaders;
    await act(async () => {
      await hydrateIslands(document, failing);
    });
    expect(screen.getByRole('button', { name: 'Clicks: 0' })).toBeInTheDocument();
    expect(errors.mock.calls.map((call) => call[0])).toEqual(['Loading chunk counter-abc123 failed.']);
  });

  it('when an island is placed inside another island\'s slot, then the server render refuses it (it would never hydrate)', () => {
    expect(() =>
      serverRender(
        <FrameIsland title="Outer">
          <CounterIsland label="Inner" />
        </FrameIsland>,
      ),
    ).toThrow('The island "test-counter" is inside another island\'s slot, where it would never hydrate');
  });

  it('when an island renders in the single-page app (no collector), then it is the component in place, with its children', () => {
    const html = renderToString(
      <FrameIsland title="Spa">
        <em>In place</em>
      </FrameIsland>,
    );
    expect(html).toBe(
      '<div data-island="test-frame" data-when="visible" style="display:contents"><section aria-label="Spa"><button type="button">Hide</button><ul><li><em>In place</em></li></ul></section></div>',
    );
  });

  it("when an island's render hoists a tag (an image preload), then it goes to the document's head, not into the island", () => {
    const collector = createIslandCollector();
    const html = renderToString(
      <IslandCollectorContext.Provider value={collector}>
        <PosterIsland />
      </IslandCollectorContext.Provider>,
    );
    const { html: body, hoisted } = renderIslands(html, collector);
    expect(hoisted).toBe('<link rel="preload" as="image" href="/video/poster.webp" fetchPriority="high"/>');
    const island = mount(body).querySelector('[data-island="test-poster"]')!;
    expect(island.firstElementChild?.tagName).toBe('IMG');
    expect(island.querySelector('link')).toBeNull();
  });

  it('when two islands share a name, then defining the second one fails', () => {
    const Other: ComponentType<{ label: string }> = () => null;
    expect(() => defineIsland('test-counter', Other)).toThrow('Two islands are named "test-counter"');
  });
});
