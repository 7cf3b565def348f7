import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { goBack } from '../routing';

export type PageHeaderTone = 'light' | 'dark';

export interface PageHeaderProps {
  /** The page's name, an `<h1>`. */
  title: ReactNode;
  /** What sits right of the title (a link, a button); an empty box of the back button's width keeps the title centred. */
  right?: ReactNode;
  /** Instead of going back (the default: one step back, or home when there is no step back). */
  onBack?: () => void;
  /**
   * `light` (default): ink on a white sticky bar with a hairline under it. `dark`: white, letter-spaced text straight
   * on the page's own dark ground (no background, not sticky; the page's `block` adds them when it wants them).
   */
  tone?: PageHeaderTone;
  /**
   * A page's own CSS block, added next to the bar's classes on the bar (`<block>`) and its parts (`<block>__back`,
   * `<block>__title`, `<block>__side`), so a page adjusts sizes or colours and keeps its class names. Its rules use
   * two classes (`.h5-page-header.<block>`, `.<block> .<block>__back`) so they win whatever order the CSS loads in.
   */
  block?: string;
  /** More classes on the bar itself (the shell's back header adds `shell-header--back`, which its CSS and tests find). */
  className?: string;
}

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The site's one back bar: back arrow (返回), title, right slot. The shell's back header is this bar
 * (`host/src/shell/header.tsx`, block `shell-header`), and so is the bar of a page the shell draws no header for
 * (001 §2: /vip, /activityInfo, /transfer); its look is in `base.css`.
 *
 * Hand-made rather than antd-mobile's NavBar (checked for issue 20):
 * - it is on the first paint: this entry (`@h5/shared`) is in the shell's first bundle, and the shell's back header
 *   paints with a page opened directly (a link to /userInfo); antd-mobile comes only with `@h5/shared/antd`, ~112 KB
 *   gzip loaded when the browser is idle after the first page, never on a first paint;
 * - NavBar's left side is a `<div role="button">` around everything in it and its own back is a `<div>` with a click
 *   handler and its text `aria-hidden`: no keyboard focus, no name; a real `<button aria-label="返回">` put in `left`
 *   would be a button inside a button (axe: nested-interactive) and two buttons named 返回;
 * - NavBar is a `<div>` with a `<div>` title: no `<header>`, no heading (pages and tests find the title as an `<h1>`),
 *   and its 45 px height, 12 px padding and arrow icon differ, so every page would need its look undone.
 */
export function PageHeader({ title, right, onBack, tone = 'light', block, className }: PageHeaderProps) {
  const navigate = useNavigate();
  const back = () => (onBack ? onBack() : goBack(navigate));
  return (
    <header className={cx('h5-page-header', `h5-page-header--${tone}`, block, className)}>
      <button
        type="button"
        className={cx('h5-page-header__back', block && `${block}__back`)}
        aria-label="返回"
        onClick={back}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M15 4l-8 8 8 8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <h1 className={cx('h5-page-header__title', block && `${block}__title`)}>{title}</h1>
      <div className={cx('h5-page-header__right', block && `${block}__side`)}>{right}</div>
    </header>
  );
}
