// axe-core injected into the page (the plain package; @axe-core/playwright needs a newer Node):
// the serious and critical WCAG 2 A/AA violations of what the page shows now, and two moderate
// rules of landmarks besides: all content inside a landmark (`region`) and no two landmarks of one
// role and name (`landmark-unique`), so a screen reader's list of landmarks reaches everything and
// tells each part apart.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// Evaluated through the DevTools protocol, not a <script> tag: the window's CSP (script-src 'self')
// rightly refuses inline scripts, and the test must not loosen it.
/** Moderate rules held as strictly as the serious ones. */
const LANDMARK_RULES = ['region', 'landmark-unique'];

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (landmarkRules) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    // The landmark rules are best practice, not WCAG: switched on by name beside the tags.
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: Object.fromEntries(landmarkRules.map((rule) => [rule, { enabled: true }])),
    })) as {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[] }[];
      }[];
    };
    return result.violations
      .filter(
        (violation) =>
          landmarkRules.includes(violation.id) ||
          violation.impact === 'serious' ||
          violation.impact === 'critical',
      )
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
  }, LANDMARK_RULES);
}
