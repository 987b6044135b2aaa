/**
 * Runs axe-core (WCAG 2.0, 2.1 and 2.2 A and AA rules) inside the page. The script is injected from
 * node_modules, not a CDN, so the check works offline and always uses the version the lockfile pins.
 */
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

export async function runAxe(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      // Experimental, so off by default; issue 38 asks for it: a control's visible words must start
      // its accessible name (WCAG 2.5.3), or a speech user cannot say what they see.
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

/** The violations a shopper would be blocked by; minor and moderate ones are reported, not failed on. */
export function blocking(violations: AxeViolation[]): AxeViolation[] {
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per violation and element, readable in a test failure. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .flatMap((v) => v.nodes.map((n) => `[${v.impact}] ${v.id}: ${v.help} at ${n.target.join(' ')}`))
    .join('\n');
}

/** Fails on any serious or critical violation on the page as it is now; `where` names the screen. */
export async function expectNoBlocking(page: Page, where: string): Promise<void> {
  const violations = blocking(await runAxe(page));
  expect(violations, `${where}\n${describeViolations(violations)}`).toEqual([]);
}
