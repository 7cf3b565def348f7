import DOMPurify from 'dompurify';
import { useMemo } from 'react';
// each component brings the styles itself: the package's index is side-effect free, so its CSS import can be skipped
import './common.css';

let hooked = false;
/** Links in server HTML open outside the app and never hand it `window.opener`. */
function hookLinks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * Server HTML made inert: scripts, styles, frames, forms, event handlers and `javascript:` links removed (the server
 * sanitises too; this is the second line). Text, basic formatting, lists, tables, images and links stay.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  hookLinks();
  return DOMPurify.sanitize(String(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'script',
      'iframe',
      'frame',
      'object',
      'embed',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'link',
      'meta',
      'base',
    ],
    FORBID_ATTR: ['style', 'srcset'],
  });
}

/** Rich text from the server (articles, inbox messages, promotion details, the welcome popup), sanitised. */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div className={`h5-rich-text${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
