import { useSearchParams } from '@h5/shared';
import { Tabs } from '@h5/shared/antd';
import { CONCISE_PROVIDERS } from '@h5/shared/types';
import { LaunchLoading, useLaunchGame } from '../features/launch';
import { SlotGameGrid, useProviderTab, useSlotGameList } from '../features/slots';
import './slot-games-page.css';

/** /concise?type: a tab per slot provider (antd-mobile's Tabs: never a first paint), a grid of its games; tapping one launches it. */
export default function SlotGamesPage() {
  const [params] = useSearchParams();
  const [active, setActive] = useProviderTab(params.get('type'));
  const { list, retry } = useSlotGameList(active);
  const { launch, loading } = useLaunchGame();

  return (
    <div className="concise" data-page="concise">
      <Tabs activeKey={active} onChange={setActive} className="concise__tabs">
        {CONCISE_PROVIDERS.map((p) => (
          <Tabs.Tab key={p.code} title={p.label} />
        ))}
      </Tabs>
      <SlotGameGrid
        provider={active}
        list={list}
        onRetry={retry}
        onOpen={(g) => void launch({ platform: g.catecode || active, code: g.gamecode, name: g.gamename })}
      />
      <LaunchLoading show={loading} />
    </div>
  );
}
