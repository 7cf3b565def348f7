// Stylelint (`npm run lint` runs it on every CSS file): every colour comes from a design token.
// A colour literal (hex, a named colour, rgb()/hsl()/lab()/…) is refused everywhere. The tokens are written in one
// place, the `:root:root` block of shared/src/ui/base.css, fenced by `stylelint-disable`/`stylelint-enable` comments
// that give the reason; CSS elsewhere uses `var(--h5-…)`. `transparent`, `currentColor` and `inherit` are keywords,
// not colours, and pass. The inside of `url(…)` is not checked (an SVG in a data URL cannot read CSS variables).
// The server's standalone pages (the venue simulator and the support chat, server/src/plugins/app/**/page/*.css) are
// served without the site's CSS, so they cannot read base.css: each has its own token block at the top of its own
// file, fenced the same way; so has the back-office console's one stylesheet (backoffice/src/styles.css: the console
// is antd on its own origin, not the player site). Only those files and base.css may fence (the override below); anywhere else a
// `stylelint-disable` of these rules is itself an error (`reportDisables`), so a literal cannot slip in that way.
const COLOUR_FUNCTIONS = ['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color'];
const colourRules = (reportDisables) => ({
  'color-no-hex': [true, { reportDisables }],
  'color-named': ['never', { reportDisables }],
  'function-disallowed-list': [COLOUR_FUNCTIONS, { reportDisables }],
});

export default {
  ignoreFiles: ['**/node_modules/**', '**/dist/**', '**/coverage/**', 'data/**', '.tmp/**', 'releases/**'],
  reportDescriptionlessDisables: true,
  reportNeedlessDisables: true,
  reportInvalidScopeDisables: true,
  rules: colourRules(true),
  overrides: [
    {
      files: ['shared/src/ui/base.css', 'server/src/plugins/app/**/page/*.css', 'backoffice/src/styles.css'],
      rules: colourRules(false),
    },
  ],
};
