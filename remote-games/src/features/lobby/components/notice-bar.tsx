import { Icon, ICONS } from './icons';

/** The scrolling announcement line; tapping it opens the announcements popup. The menu button opens the drawer. */
export function NoticeBar({ notices, onOpen, onMenu }: { notices: string[]; onOpen(): void; onMenu(): void }) {
  const line = notices.join('　　　');
  return (
    <div className="lobby-notice">
      <button type="button" className="lobby-notice__menu" aria-label="打开菜单" onClick={onMenu}>
        <Icon d={ICONS.menu} size={22} />
      </button>
      {/* named by what it shows, after a hidden 查看公告 (WCAG 2.5.3: the name holds the visible text) */}
      <button type="button" className="lobby-notice__line" onClick={onOpen} disabled={!notices.length}>
        <Icon d={ICONS.speaker} size={18} className="lobby-notice__icon" />
        <span className="h5-visually-hidden">查看公告：</span>
        <span className="lobby-notice__viewport">
          <span
            className="lobby-notice__text"
            style={{ animationDuration: `${Math.max(12, line.length * 0.28)}s` }}
            data-testid="notice-text"
          >
            {line || '暂无公告'}
          </span>
        </span>
      </button>
    </div>
  );
}
