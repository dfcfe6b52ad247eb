/**
 * The axe accessibility engine on the page as it stands (all of axe's rules: WCAG 2.x A/AA and best
 * practice). Only serious and critical findings fail a test; the rest are counted so a report can show them.
 * axe goes in through `evaluate`, so the pages' Content-Security-Policy needs no exception. It goes in once
 * per document and runs there: AxeBuilder injected its 650 kB into the page and then into a fresh page of
 * its own for every check (six per screen: two widths, three themes), which was most of the 93 s axe took
 * in the screens tour. Our pages have no frames, which is what AxeBuilder's extra page is for.
 */
import axe from 'axe-core';
import type { Page } from '@playwright/test';

export const BLOCKING_IMPACTS = ['serious', 'critical'] as const;

/** The rules whose outcome depends on the theme's colours. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export type AxeFinding = { rule: string; impact: string; targets: string[]; summary: string };

export type AxeOutcome = {
  /** Serious and critical: each is a failure. */
  blocking: AxeFinding[];
  /** Moderate and minor: counted, not failed. */
  advisory: number;
};

/** Every rule, or only the ones named (a theme changes colours and nothing else, so `COLOUR_RULES`). */
export async function checkWithAxe(page: Page, rules?: string[]): Promise<AxeOutcome> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    // Violations only: passes and incomplete checks are not read here, and collecting them costs time.
    (only) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        resultTypes: ['violations'],
        ...(only ? { runOnly: { type: 'rule', values: only } } : {}),
      }),
    rules ?? null,
  );
  const blocking: AxeFinding[] = [];
  let advisory = 0;
  for (const violation of results.violations) {
    if (!(BLOCKING_IMPACTS as readonly string[]).includes(violation.impact ?? '')) {
      advisory += violation.nodes.length;
      continue;
    }
    for (const node of violation.nodes) {
      blocking.push({
        rule: violation.id,
        impact: violation.impact ?? 'unknown',
        targets: node.target.map(String),
        // The first line of axe's explanation names the failing figure (e.g. the contrast ratio and colours).
        summary: (node.failureSummary ?? violation.help).split('\n').slice(0, 2).join(' ').replace(/\s+/g, ' ').trim(),
      });
    }
  }
  return { blocking, advisory };
}

/** One line per finding, for a failure message a person can act on. */
export function formatFindings(where: string, findings: AxeFinding[]): string[] {
  return findings.map((f) => `${where}: [${f.impact}] ${f.rule} at ${f.targets.join(' > ')}: ${f.summary}`);
}
