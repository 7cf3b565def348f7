import type { VipLevel } from '@h5/shared';
import { Swiper, Tabs } from '@h5/shared/antd';
import { useSelectedLevel } from '../hooks/use-selected-level';
import { levelOf } from '../levels';
import { LevelCard } from './level-card';
import { RebateTable } from './rebate-table';
import { VipHero } from './vip-hero';

/**
 * /vip once the levels are loaded: the hero with the progress, tabs VIP1–VIP10 and a swipe carousel of the level
 * cards (reached badge, deposit and turnover required) kept in step, and the rebate table with the selected level's
 * row highlighted.
 */
export function VipLevels({
  levels,
  loggedIn,
  vip,
  paysum,
}: {
  levels: VipLevel[];
  loggedIn: boolean;
  vip: unknown;
  paysum: unknown;
}) {
  const current = levelOf(vip, levels.length);
  const { selected, select, swiper, swiped } = useSelectedLevel(current);

  return (
    <>
      <VipHero levels={levels} current={current} loggedIn={loggedIn} vip={vip} paysum={paysum} />

      <div className="vip-tabs">
        <Tabs activeKey={String(selected)} onChange={(key) => select(Number(key))}>
          {levels.map((_, i) => (
            <Tabs.Tab key={String(i + 1)} title={`VIP${i + 1}`} />
          ))}
        </Tabs>
      </div>

      <Swiper
        ref={swiper}
        className="vip-swiper"
        defaultIndex={selected - 1}
        slideSize={84}
        trackOffset={8}
        stuckAtBoundary={false}
        indicator={() => null}
        onIndexChange={swiped}
      >
        {levels.map((entry, i) => (
          <Swiper.Item key={i}>
            <LevelCard level={i + 1} entry={entry} reached={current !== null && current >= i + 1} />
          </Swiper.Item>
        ))}
      </Swiper>

      <section className="vip-section">
        <h2 className="vip-section__title">返水比例</h2>
        <p className="vip-section__sub">各等级最高返水比例，当前选中 VIP{selected}</p>
        <RebateTable levels={levels} selected={selected} />
      </section>
    </>
  );
}
