import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Axe's violations on the page, one line per rule with the elements it found. Besides axe's default rules it runs
 * `label-content-name-mismatch` (experimental in axe, so off by default): a link or button whose accessible name
 * does not contain the text it shows cannot be found by a voice user saying what they see (issue 40, row 13).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    // Only violations are gathered: collecting every passing node too made each check about a fifth slower here.
    .options({ rules: { "label-content-name-mismatch": { enabled: true } }, resultTypes: ["violations"] })
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
