import type { ConciseGame } from '@h5/shared';
import { CONCISE_PROVIDERS } from '@h5/shared/types';
import type { SlotGameList } from '../hooks/use-slot-game-list';

/** How many tiles the first screen shows: their pictures load at once, the rest lazily. */
const FIRST_SCREEN_TILES = 9;

/** One provider's games: a skeleton while loading, 重新加载 after a failure, 暂无游戏 when empty, else the grid. */
export function SlotGameGrid({
  provider,
  list,
  onRetry,
  onOpen,
}: {
  provider: string;
  list: SlotGameList;
  onRetry(): void;
  onOpen(game: ConciseGame): void;
}) {
  return (
    <section className="concise__body" aria-label={CONCISE_PROVIDERS.find((p) => p.code === provider)?.label}>
      {list.state === 'loading' && (
        <ul className="concise__grid" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="concise__skeleton" />
          ))}
        </ul>
      )}
      {list.state === 'failed' && (
        <div className="concise__empty">
          <p>游戏列表加载失败</p>
          <button type="button" className="concise__retry" onClick={onRetry}>
            重新加载
          </button>
        </div>
      )}
      {list.state === 'ready' && list.games.length === 0 && (
        <div className="concise__empty">
          <p>暂无游戏，敬请期待</p>
        </div>
      )}
      {list.state === 'ready' && list.games.length > 0 && (
        <ul className="concise__grid">
          {list.games.map((g, i) => (
            <li key={g.gamecode}>
              <button type="button" className="concise__game" data-testid="concise-game" onClick={() => onOpen(g)}>
                <img
                  src={g.gamepic}
                  alt=""
                  width={200}
                  height={200}
                  loading={i < FIRST_SCREEN_TILES ? 'eager' : 'lazy'}
                  decoding="async"
                />
                <span>{g.gamename}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
