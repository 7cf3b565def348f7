import { Icon, ICONS } from './icons';

/**
 * The pause control of moving content (WCAG 2.2.2): a small round button named 暂停… while it moves and 继续… once
 * paused (`what`: 滚动, 轮播), showing the symbol of what a press does. Hidden when the phone asks for reduced motion
 * (nothing moves then: home-page.css).
 */
export function PauseButton({
  paused,
  onToggle,
  what,
  className,
}: {
  paused: boolean;
  onToggle(): void;
  what: string;
  className: string;
}) {
  return (
    <button
      type="button"
      className={`lobby-pause ${className}`}
      aria-label={`${paused ? '继续' : '暂停'}${what}`}
      onClick={onToggle}
    >
      <Icon d={paused ? ICONS.play : ICONS.pause} size={14} />
    </button>
  );
}
