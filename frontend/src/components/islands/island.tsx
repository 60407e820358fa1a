/**
 * Islands: the interactive parts of a server-rendered page. Public pages arrive as complete HTML
 * and only their islands hydrate (app/hydrate-islands.ts), so a visitor's phone runs React for the
 * header, a form or a carousel, never for the whole page, and loads neither the router nor the store.
 *
 * An island is a component of its props alone (JSON-serialisable; no router, store or context) plus
 * local state. Its module defines it once:
 *
 *   export const NewsletterFormIsland = defineIsland('newsletter-form', NewsletterForm, 'visible');
 *
 * and app/island-registry.ts names the same module, so the browser can load it by name.
 *
 * Children become slots: static markup the island places (a carousel's slides). They are rendered
 * as HTML on the server and handed back as that HTML when the island hydrates, so they must not be
 * interactive themselves (an island inside a slot is refused at render time).
 *
 * Rendering:
 * - on the server (entry-server), inside an IslandCollector: an empty placeholder here, then
 *   renderIslands() renders each island as its own React root (identifierPrefix = its key) into its
 *   placeholder, which is exactly the tree the browser hydrates, so useId and markup match;
 * - in the browser's single-page app (admin, login, the fallback shell) and in unit tests: the
 *   component in place, like any other.
 */
import { Children, createContext, createElement, useContext, useId, type ComponentType, type ReactElement, type ReactNode } from 'react';

/** When an island hydrates: as soon as the islands script runs, or when it comes near the viewport. */
export type IslandWhen = 'load' | 'visible';

export interface CollectedIsland {
  key: string;
  name: string;
  props: Record<string, unknown>;
  slots: ReactNode[];
}

/** Server side: where the page render leaves its islands for renderIslands(). */
export interface IslandCollector {
  islands: Map<string, CollectedIsland>;
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** True while a slot's markup renders: islands cannot be nested there (nothing would hydrate them). */
export const InsideSlotContext = createContext(false);

/** Every island defined in this bundle, by name (the registry test checks both lists agree). */
export const DEFINED_ISLANDS = new Map<string, ComponentType<never>>();

export const ISLAND_ATTR = 'data-island';

/** The markup of one slot: a box-less wrapper holding HTML rendered elsewhere. */
export function Slot({ html }: { html: string }): ReactElement {
  return <div data-slot="" style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The React identifierPrefix of an island root; the server and the browser use the same one. */
export const islandIdPrefix = (key: string): string => `${key}-`;

/** The element an island root renders, on the server and in the browser alike: props, then slots. */
export function islandElement(Component: ComponentType<never>, props: Record<string, unknown>, slotHtml: string[]): ReactElement {
  const slots = slotHtml.map((html, index) => createElement(Slot, { key: index, html }));
  return createElement(Component as ComponentType<Record<string, unknown>>, props, ...slots);
}

/** A key usable in attributes and as a React identifierPrefix, from useId's value. */
const keyOf = (id: string): string => `i${id.replace(/[^A-Za-z0-9]/g, '')}`;

export function defineIsland<P extends object>(name: string, Component: ComponentType<P>, when: IslandWhen = 'load') {
  if (DEFINED_ISLANDS.has(name) && DEFINED_ISLANDS.get(name) !== Component) throw new Error(`Two islands are named "${name}"`);
  DEFINED_ISLANDS.set(name, Component as ComponentType<never>);

  function Island(allProps: P & { children?: ReactNode }): ReactElement {
    const collector = useContext(IslandCollectorContext);
    const insideSlot = useContext(InsideSlotContext);
    const key = keyOf(useId());
    if (insideSlot) throw new Error(`The island "${name}" is inside another island's slot, where it would never hydrate`);
    const { children, ...props } = allProps;
    const box = { [ISLAND_ATTR]: name, 'data-when': when, style: { display: 'contents' } } as const;
    if (!collector) {
      return (
        <div {...box}>
          <Component {...(props as P)}>{children}</Component>
        </div>
      );
    }
    collector.islands.set(key, { key, name, props, slots: Children.toArray(children) });
    return <div {...box} data-island-key={key} data-props={JSON.stringify(props)} />;
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
