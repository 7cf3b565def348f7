import type { ReactNode } from 'react';
import { toast } from '../toast';
// each component brings the styles itself: the package's index is side-effect free, so its CSS import can be skipped
import './common.css';

/** The success toast of every copy button (000 §8, 001 §8). */
export const COPIED = '复制成功！';
export const COPY_FAILED = '复制失败，请长按文字手动复制';

/**
 * Copies text to the clipboard: the Clipboard API where the page may use it (https, localhost), else a hidden
 * textarea and `execCommand('copy')` (plain-http sites, older WebViews). Answers whether it worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* fall back below */
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;top:0;left:0;opacity:0;pointer-events:none';
  document.body.appendChild(area);
  area.select();
  area.setSelectionRange(0, text.length);
  let done: boolean;
  try {
    done = document.execCommand('copy');
  } catch {
    done = false;
  }
  area.remove();
  return done;
}

/** Copies and says so: 复制成功！, or how to copy by hand when the browser refuses. */
export async function copyWithToast(text: string): Promise<boolean> {
  const done = await copyText(text);
  if (done) toast.success(COPIED);
  else toast.error(COPY_FAILED);
  return done;
}

/** A small 复制 button beside a value (account numbers, addresses, the permanent domain). */
export function CopyButton({
  text,
  label = '复制',
  className,
  children,
}: {
  text: string;
  label?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className ?? 'h5-copy-btn'}
      aria-label={`${label} ${text}`}
      onClick={() => void copyWithToast(text)}
    >
      {children ?? label}
    </button>
  );
}
