import { Link, useSession, type VipLevel } from '@h5/shared';
import { Swiper, Tabs } from '@h5/shared/antd';
import { vipProgressPercent } from '@h5/shared/money';
import { EmptyArt } from '@h5/shared/ui';
import { useEffect, useRef, useState, type ComponentRef } from 'react';
import { BackBar } from '../components/back-bar';
import { LevelCard } from '../features/vip/components/level-card';
import { RebateTable } from '../features/vip/components/rebate-table';
import { VipMedal } from '../features/vip/components/vip-medal';
import { useVipLevels } from '../features/vip/hooks/use-vip-levels';
import './vip-page.css';

/** The VIP rules (000 §4), shown as text. */
export const VIP_RULES = [
  '累计存款与累计流水同时达到相应等级要求，即可晋升至该等级。',
  '晋升在达到条件后的次日 24:00 前生效，每日最多晋升一级，不可越级晋升。',
  '保级考核周期为 90 天：在当前等级满 90 天时，需完成该等级的保级流水。',
  '一个季度（90 天）内未完成保级流水的会员，将降低一个等级。',
];

/** A level number from the player's info: 1–10, else null (a visitor). */
const levelOf = (vip: unknown, count: number): number | null => {
  const n = Number(vip);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, count) : null;
};

/**
 * /vip, VIP privileges (000 §2 VIP, §4): renders only once the level list is loaded. Tabs VIP1–VIP10 and a swipe
 * carousel open on the player's level (VIP1 for a visitor) and follow each other; the progress percentage is exactly
 * the spec's (vipProgressPercent); the selected level shows its reached badge, required deposit and turnover; the
 * rebate table and the rules follow. A cached page: the player's info is reloaded each time it shows.
 */
export default function VipPage() {
  const { levels, failed, retry } = useVipLevels();
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.userInfo);

  useEffect(() => {
    if (useSession.getState().token) void useSession.getState().refreshUser().catch(() => undefined);
  }, []);

  return (
    <div className="vip-page">
      <BackBar title="VIP特权" block="vip-bar" />
      {levels ? (
        <VipContent levels={levels} loggedIn={Boolean(token)} vip={token ? user?.vip : undefined} paysum={token ? user?.paysum : undefined} />
      ) : failed ? (
        <div className="vip-state" role="status">
          <EmptyArt />
          <p>等级信息加载失败</p>
          <button type="button" className="vip-state__retry" onClick={() => void retry()}>
            重新加载
          </button>
        </div>
      ) : (
        <div className="vip-state" role="status" aria-label="加载中">
          <i className="vip-state__spinner" />
        </div>
      )}
    </div>
  );
}

function VipContent({ levels, loggedIn, vip, paysum }: { levels: VipLevel[]; loggedIn: boolean; vip: unknown; paysum: unknown }) {
  const count = levels.length;
  const current = levelOf(vip, count);
  const [selected, setSelected] = useState(current ?? 1);
  const swiper = useRef<ComponentRef<typeof Swiper>>(null);

  // opening on the player's level, and moving there when it changes (a login, a promotion)
  const seen = useRef(current);
  useEffect(() => {
    if (seen.current === current) return;
    seen.current = current;
    const target = current ?? 1;
    setSelected(target);
    swiper.current?.swipeTo(target - 1);
  }, [current]);

  const select = (level: number) => {
    if (level === selected) return;
    setSelected(level);
    swiper.current?.swipeTo(level - 1);
  };

  const percent = vipProgressPercent(paysum, vip, levels);
  const next = current !== null && current < count ? levels[current] : null;

  return (
    <>
      <section className="vip-hero">
        <div className="vip-hero__me">
          <VipMedal level={current ?? 1} size={58} />
          <div className="vip-hero__text">
            <p className="vip-hero__level" data-testid="vip-current">
              {current !== null ? `当前等级 VIP${current}` : '登录后查看您的VIP等级'}
            </p>
            <p className="vip-hero__note">
              {current === null ? (
                <Link to="/login?redirect=%2Fvip" className="vip-hero__login">
                  立即登录
                </Link>
              ) : next ? (
                <>
                  累计存款 {String(paysum ?? '0.00')} / {next.recharge}，距 VIP{current + 1}
                </>
              ) : (
                '您已达到最高等级'
              )}
            </p>
          </div>
        </div>
        <div className="vip-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label="升级进度">
          <div className="vip-progress__track">
            <span className="vip-progress__fill" style={{ width: `${percent}%` }} />
          </div>
          <span className="vip-progress__value" data-testid="vip-percent">
            {percent}%
          </span>
        </div>
        {!loggedIn && <p className="vip-hero__hint">登录后即可查看升级进度</p>}
      </section>

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
        onIndexChange={(i) => setSelected(i + 1)}
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

      <section className="vip-section">
        <h2 className="vip-section__title">活动规则</h2>
        <ol className="vip-rules">
          {VIP_RULES.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ol>
      </section>
    </>
  );
}
