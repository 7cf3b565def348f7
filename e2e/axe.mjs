// axe-core in the page under test: the WCAG 2.1 A and AA rules, answered as a list a failing assertion can print.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One document's violations (axe evaluated in `frame` through the DevTools protocol, its iframes left to their own run). */
async function frameViolations(frame) {
  // once a document: a hash route's next page is the same document, and axe's 0.5 MB took a parse each time
  if (!(await frame.evaluate(() => typeof window.axe === 'object'))) await frame.evaluate(source);
  return frame.evaluate(async () => {
    // eslint-disable-next-line no-undef -- axe is what the evaluated source defined
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
      iframes: false,
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
}

/**
 * The WCAG 2.1 AA violations on `page` now (evaluated through the DevTools protocol, so the page's strict CSP does not
 * stop it): `rule: the first nodes' selectors`, one line a rule; an empty list when there are none. Each framed
 * document with an http(s) address is checked too (its lines start with `in <its path>`).
 */
export async function axeViolations(page) {
  const lines = [];
  for (const frame of page.frames()) {
    const main = frame === page.mainFrame();
    if (!main && (!/^https?:/.test(frame.url()) || frame.isDetached())) continue;
    const where = main ? '' : `in ${new URL(frame.url()).pathname}: `;
    const violations = await frameViolations(frame).catch((e) =>
      main ? Promise.reject(e) : [{ id: 'not-checked', nodes: [e.message.split('\n')[0]] }],
    );
    for (const v of violations)
      lines.push(
        `${where}${v.id}: ${v.nodes.slice(0, 3).join(' | ')}${v.nodes.length > 3 ? ` (+${v.nodes.length - 3})` : ''}`,
      );
  }
  return lines;
}
