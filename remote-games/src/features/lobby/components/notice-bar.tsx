import { useState } from 'react';
import { Icon, ICONS } from './icons';
import { PauseButton } from './pause-button';

/**
 * The scrolling announcement line; tapping it opens the announcements popup. The menu button opens the drawer.
 * The line stops on 暂停滚动 (the start of the text then stands still, until 继续滚动), under a mouse pointer and
 * while the line has keyboard focus; it never moves when the phone asks for reduced motion (WCAG 2.2.2, home-page.css).
 */
export function NoticeBar({ notices, onOpen, onMenu }: { notices: string[]; onOpen(): void; onMenu(): void }) {
  const line = notices.join('　　　');
  const [paused, setPaused] = useState(false);
  return (
    <div className="lobby-notice">
      <button type="button" className="lobby-notice__menu" aria-label="打开菜单" onClick={onMenu}>
        <Icon d={ICONS.menu} size={22} />
      </button>
      {/* the button is the speaker, named 查看公告, stretched over the whole line (CSS): the scrolling text beside it
          is text, not part of the button's name (WCAG 2.5.3: nothing visible in the button that its name lacks) */}
      {/* 暂无公告 stands still */}
      <div className={`lobby-notice__line${paused || !notices.length ? ' is-paused' : ''}`}>
        <button
          type="button"
          className="lobby-notice__open"
          onClick={onOpen}
          aria-label="查看公告"
          disabled={!notices.length}
        >
          <Icon d={ICONS.speaker} size={18} className="lobby-notice__icon" />
        </button>
        <span className="lobby-notice__viewport">
          <span
            className="lobby-notice__text"
            style={{ animationDuration: `${Math.max(12, line.length * 0.28)}s` }}
            data-testid="notice-text"
          >
            {line || '暂无公告'}
          </span>
        </span>
        {notices.length > 0 && (
          <PauseButton
            paused={paused}
            onToggle={() => setPaused(!paused)}
            what="滚动"
            className="lobby-notice__pause"
          />
        )}
      </div>
    </div>
  );
}
