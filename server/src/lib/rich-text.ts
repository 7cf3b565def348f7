import sanitizeHtml from 'sanitize-html';

/** Player-facing HTML (welcome popup, promotions, messages, articles): a conservative allow-list. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'span', 'font']),
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      span: ['style'],
      p: ['style'],
      div: ['style'],
      td: ['colspan', 'rowspan', 'style'],
      th: ['colspan', 'rowspan', 'style'],
      font: ['color'],
    },
    allowedStyles: {
      '*': {
        color: [/^#[0-9a-f]{3,6}$/i, /^rgb\(\s*\d+\s*,\s*\d+\s*,\s*\d+\s*\)$/i, /^[a-z]+$/i],
        'text-align': [/^(left|right|center|justify)$/],
        'font-weight': [/^(bold|normal|\d{3})$/],
        'font-size': [/^\d{1,2}(px|em|rem)$/],
      },
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  });
}

/** Sanitising the same text on every request is wasted work: remember the last few results. */
const sanitizedCache = new Map<string, string>();
export function sanitizeCached(html: string): string {
  let out = sanitizedCache.get(html);
  if (out === undefined) {
    out = sanitizeRichText(html);
    if (sanitizedCache.size > 100) sanitizedCache.clear();
    sanitizedCache.set(html, out);
  }
  return out;
}
