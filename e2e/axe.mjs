// axe-core in the page under test: the WCAG 2.1 A and AA rules, answered as a list a failing assertion can print.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The WCAG 2.1 AA violations on `page` now (evaluated through the DevTools protocol, so the page's strict CSP does not
 * stop it): `rule: the first nodes' selectors`, one line a rule; an empty list when there are none.
 */
export async function axeViolations(page) {
  await page.evaluate(source);
  const violations = await page.evaluate(async () => {
    // eslint-disable-next-line no-undef -- axe is what the evaluated source defined
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      // a contrast failure says its colours and ratio
      nodes: v.nodes.map((n) => {
        const d = n.any[0]?.data;
        const colours = d?.fgColor ? ` (${d.fgColor} on ${d.bgColor}: ${d.contrastRatio})` : '';
        return `${n.target.join(' ')}${colours}`;
      }),
    }));
  });
  return violations.map(
    (v) => `${v.id}: ${v.nodes.slice(0, 3).join(' | ')}${v.nodes.length > 3 ? ` (+${v.nodes.length - 3})` : ''}`,
  );
}
