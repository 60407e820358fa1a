/**
 * Server side of islands (see island.tsx): after the page has rendered with an IslandCollector,
 * each placeholder gets its island's markup, rendered as a React root of its own with the island's
 * key as identifierPrefix and its slots as HTML: the very tree the browser hydrates.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { DEFINED_ISLANDS, InsideSlotContext, islandElement, islandIdPrefix, type IslandCollector } from './island';

export const createIslandCollector = (): IslandCollector => ({ islands: new Map() });

/** React 19 emits the hoisted <title>/<meta>/<link> (image preloads, for one) of a render before its markup. */
const HOISTED = /^(?:<(?:title|meta|link|base)\b[^>]*>(?:[^<]*<\/title>)?)+/;

/** A render's hoisted head tags and the markup after them. */
export function splitHoisted(markup: string): { hoisted: string; body: string } {
  const hoisted = HOISTED.exec(markup)?.[0] ?? '';
  return { hoisted, body: markup.slice(hoisted.length) };
}

/**
 * Replaces each island placeholder in `markup` with the island's own render; what an island's render
 * hoists (an eager image's preload) is returned for the document's head, not left in the island.
 */
export function renderIslands(markup: string, collector: IslandCollector): { html: string; hoisted: string } {
  let html = markup;
  let hoisted = '';
  for (const island of collector.islands.values()) {
    const Component = DEFINED_ISLANDS.get(island.name);
    if (!Component) throw new Error(`No island is named "${island.name}"`);
    const slotHtml = island.slots.map((slot) => renderToString(createElement(InsideSlotContext.Provider, { value: true }, slot)));
    const own = splitHoisted(renderToString(islandElement(Component, island.props, slotHtml), { identifierPrefix: islandIdPrefix(island.key) }));
    hoisted += own.hoisted;
    const inner = own.body;
    const at = html.indexOf(`data-island-key="${island.key}"`);
    const close = at === -1 ? -1 : html.indexOf('></div>', at);
    if (close === -1) throw new Error(`The placeholder of island ${island.key} (${island.name}) is missing`);
    html = `${html.slice(0, close + 1)}${inner}${html.slice(close + 1)}`;
  }
  return { html, hoisted };
}
