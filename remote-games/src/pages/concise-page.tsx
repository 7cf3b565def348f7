import { useSearchParams } from '@h5/shared';
import { Tabs } from '@h5/shared/antd';
import { CONCISE_PROVIDERS, DEFAULT_CONCISE_PROVIDER } from '@h5/shared/types';
import { useEffect, useState } from 'react';
import { useConciseLists } from '../features/concise/hooks/use-concise-tabs';
import { LaunchLoading } from '../features/launch/components/launch-loading';
import { useLaunchGame } from '../features/launch/hooks/use-launch-game';
import './concise-page.css';

const isProvider = (v: string | null): v is string => !!v && CONCISE_PROVIDERS.some((p) => p.code === v);

/** /concise?type (001 §2): the slot providers' tabs, a grid of their games; tapping one launches it. */
export default function ConcisePage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  const [active, setActive] = useState<string>(isProvider(type) ? type : DEFAULT_CONCISE_PROVIDER);
  // the page is cached: a later visit with another ?type switches to that tab
  useEffect(() => {
    if (isProvider(type)) setActive(type);
  }, [type]);
  const { list, retry } = useConciseLists(active);
  const { launch, loading } = useLaunchGame();

  return (
    <div className="concise" data-page="concise">
      <Tabs activeKey={active} onChange={setActive} className="concise__tabs">
        {CONCISE_PROVIDERS.map((p) => (
          <Tabs.Tab key={p.code} title={p.label} />
        ))}
      </Tabs>
      <section className="concise__body" aria-label={CONCISE_PROVIDERS.find((p) => p.code === active)?.label}>
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
            <button type="button" className="concise__retry" onClick={retry}>
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
                <button
                  type="button"
                  className="concise__game"
                  data-testid="concise-game"
                  onClick={() => void launch({ platform: g.catecode || active, code: g.gamecode, name: g.gamename })}
                >
                  <img src={g.gamepic} alt="" width={200} height={200} loading={i < 9 ? 'eager' : 'lazy'} decoding="async" />
                  <span>{g.gamename}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <LaunchLoading show={loading} />
    </div>
  );
}
