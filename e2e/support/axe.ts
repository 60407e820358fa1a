import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** WCAG 2.1 A and AA rules; a violation of serious or critical impact fails. */
export async function seriousA11yViolations(page: Page, { exclude = [] as string[] } = {}): Promise<AxeViolation[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const result = await builder.analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Throws a readable list (rule, impact, first targets) when the page has serious or critical violations. */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  const violations = await seriousA11yViolations(page, options);
  if (violations.length === 0) return;
  const lines = violations.map(
    (v) => `- ${v.id} (${v.impact}): ${v.help}; ${v.nodes.length} node(s), e.g. ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`,
  );
  throw new Error(`accessibility violations on ${page.url()}:\n${lines.join('\n')}`);
}
