/**
 * Server side of islands (see island.tsx): after the page has rendered with an IslandCollector,
 * each placeholder gets its island's markup, rendered as a React root of its own with the island's
 * key as identifierPrefix and its slots as HTML: the very tree the browser hydrates.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { DEFINED_ISLANDS, InsideSlotContext, islandElement, islandIdPrefix, type IslandCollector } from './island';

export const createIslandCollector = (): IslandCollector => ({ islands: new Map() });

/** Replaces each island placeholder in `markup` with the island's own render. */
export function renderIslands(markup: string, collector: IslandCollector): string {
  let html = markup;
  for (const island of collector.islands.values()) {
    const Component = DEFINED_ISLANDS.get(island.name);
    if (!Component) throw new Error(`No island is named "${island.name}"`);
    const slotHtml = island.slots.map((slot) => renderToString(createElement(InsideSlotContext.Provider, { value: true }, slot)));
    const inner = renderToString(islandElement(Component, island.props, slotHtml), { identifierPrefix: islandIdPrefix(island.key) });
    const at = html.indexOf(`data-island-key="${island.key}"`);
    const close = at === -1 ? -1 : html.indexOf('></div>', at);
    if (close === -1) throw new Error(`The placeholder of island ${island.key} (${island.name}) is missing`);
    html = `${html.slice(0, close + 1)}${inner}${html.slice(close + 1)}`;
  }
  return html;
}
