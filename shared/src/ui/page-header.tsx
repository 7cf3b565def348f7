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
}

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The back-arrow bar of a page the shell draws no header for (001 §2): back arrow (返回), title, right slot. The one
 * such bar of the areas (the shell's own back header is `host/src/shell/header.tsx`); its look is in `base.css`.
 *
 * Hand-made rather than antd-mobile's NavBar: this entry is on the shell's first paint and must not import
 * antd-mobile (which comes only with `@h5/shared/antd`), NavBar's title is not a heading (pages and tests find the
 * title as one) and its arrow and sizes differ, so the pages would not look as they do.
 */
export function PageHeader({ title, right, onBack, tone = 'light', block }: PageHeaderProps) {
  const navigate = useNavigate();
  const back = () => (onBack ? onBack() : goBack(navigate));
  return (
    <header className={cx('h5-page-header', `h5-page-header--${tone}`, block)}>
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
