/**
 * The script of server-rendered pages (loaded by boot.ts after the page): hydrates the page's
 * islands (components/islands/island.tsx) and nothing else. "load" islands hydrate one by one, each
 * in its own task and in a transition, so no long task holds the main thread; "visible" islands
 * when they come within 200 px of the viewport. An island whose chunk fails to load stays the
 * server's markup (links and text keep working); the failure is logged with the spec's chunk message.
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTR, islandElement, islandIdPrefix } from '@/components/islands/island';
import { ISLAND_LOADERS, type IslandLoaders } from './island-registry';
import { addressFromLoader, entryScriptUrl, loadChunk } from './lazy-route';

/** The HTML of an island's own slots, in document order (not those of an island inside it). */
export const slotHtmlOf = (island: HTMLElement): string[] =>
  [...island.querySelectorAll<HTMLElement>('[data-slot]')]
    .filter((slot) => slot.parentElement?.closest(`[${ISLAND_ATTR}]`) === island)
    .map((slot) => slot.innerHTML);

/** Lets the browser paint and handle input between two islands. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

async function hydrateIsland(island: HTMLElement, loaders: IslandLoaders): Promise<void> {
  const name = island.getAttribute(ISLAND_ATTR) ?? '';
  const key = island.dataset.islandKey ?? '';
  const load = loaders[name as keyof IslandLoaders];
  if (!load) {
    console.error(`No island is named "${name}"`);
    return;
  }
  try {
    const Component = await loadChunk(load, { address: addressFromLoader(load, entryScriptUrl()) });
    const props = JSON.parse(island.dataset.props ?? '{}') as Record<string, unknown>;
    const element = islandElement(Component, props, slotHtmlOf(island));
    startTransition(() => {
      hydrateRoot(island, element, {
        identifierPrefix: islandIdPrefix(key),
        onRecoverableError: (error) => console.error(`Island "${name}" did not hydrate cleanly`, error),
      });
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error, error);
  }
}

/** Hydrates every island under `root`; resolves once the "load" ones have started. */
export async function hydrateIslands(root: ParentNode = document, loaders: IslandLoaders = ISLAND_LOADERS): Promise<void> {
  const islands = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}][data-island-key]`)];
  const visible = islands.filter((island) => island.dataset.when === 'visible');
  if (visible.length > 0) {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const island = (entry.target as HTMLElement).closest<HTMLElement>(`[${ISLAND_ATTR}]`);
          observer.unobserve(entry.target);
          if (island) void hydrateIsland(island, loaders);
        }
      },
      { rootMargin: '200px 0px' },
    );
    // The island's own box is display: contents (no box to observe), so its first element stands in.
    for (const island of visible) {
      const target = island.firstElementChild;
      if (target) observer.observe(target);
      else void hydrateIsland(island, loaders);
    }
  }
  for (const island of islands.filter((i) => i.dataset.when !== 'visible')) {
    await hydrateIsland(island, loaders);
    await nextTask();
  }
}
