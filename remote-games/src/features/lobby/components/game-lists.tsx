import { useRovingTabs, type GameCategoryId } from '@h5/shared';
import { FULL_WIDTH_LOTTERY_PLATFORM, GAME_CATEGORIES } from '@h5/shared/types';
import type { LobbyGame } from '../api/get-game-list';
import { CATEGORY_ICONS, Icon } from './icons';

/** The side menu's short labels (the two 电子 categories would read alike cut to two characters). */
const SHORT: Record<GameCategoryId, string> = {
  realbet: '真人',
  sport: '体育',
  gaming: '电竞',
  joker: '棋牌',
  concise: '电子',
  lottery: '彩票',
};

/** The tab panel the side menu's selected tab shows. */
const PANEL_ID = 'lobby-games-panel';

/**
 * The side menu of the six categories, in the order of GAME_CATEGORIES. Each tab is named by its short label, the one
 * it shows (WCAG 2.5.3); its panel is labelled with the category's full name. The arrow keys, Home and End move
 * between the tabs and select (`useRovingTabs`).
 */
export function CategoryMenu({ active, onPick }: { active: number; onPick(index: number): void }) {
  const tab = useRovingTabs(GAME_CATEGORIES.length, active, onPick);
  return (
    <nav className="lobby-menu" role="tablist" aria-label="游戏分类" aria-orientation="vertical">
      {GAME_CATEGORIES.map((c) => (
        <button
          type="button"
          role="tab"
          key={c.id}
          {...tab(c.index)}
          aria-controls={c.index === active ? PANEL_ID : undefined}
          className={`lobby-menu__item${c.index === active ? ' is-active' : ''}`}
          onClick={() => onPick(c.index)}
        >
          <Icon d={CATEGORY_ICONS[c.id]} size={24} />
          <span>{SHORT[c.id]}</span>
        </button>
      ))}
    </nav>
  );
}

const isFullWidth = (g: LobbyGame) => g.platform_name.toUpperCase() === FULL_WIDTH_LOTTERY_PLATFORM;

/** One category's tiles: a two-column grid; in lottery the VR platform spans the full width. */
export function GameGrid({
  category,
  label,
  games,
  loaded,
  onOpen,
}: {
  category: GameCategoryId;
  label: string;
  games: LobbyGame[];
  loaded: boolean;
  onOpen(game: LobbyGame): void;
}) {
  return (
    <section className="lobby-games" role="tabpanel" id={PANEL_ID} aria-label={label} data-category={category}>
      <h2 className="lobby-games__title">
        <span>{label}</span>
        <small>{games.length ? `${games.length} 个平台` : ''}</small>
      </h2>
      {games.length === 0 ? (
        <p className="lobby-games__empty">{loaded ? '暂无游戏，敬请期待' : '游戏加载中…'}</p>
      ) : (
        <ul className="lobby-games__grid">
          {games.map((g, i) => {
            const wide = category === 'lottery' && isFullWidth(g);
            const name = g.name || g.platform_name.toUpperCase();
            return (
              <li key={`${g.platform_name}-${g.game_code}`} className={wide ? 'is-wide' : undefined}>
                <button
                  type="button"
                  className="lobby-tile"
                  onClick={() => onOpen(g)}
                  data-testid="game-tile"
                  aria-label={name}
                >
                  <img
                    src={g.mobile_img}
                    alt=""
                    width={wide ? 600 : 300}
                    height={200}
                    loading={i < 4 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                  <span className="lobby-tile__name">{name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
