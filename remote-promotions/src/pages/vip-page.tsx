import { PageHeader } from '@h5/shared';
import { EmptyArt } from '@h5/shared/ui';
import { useLevelList, usePlayerLevel, VipLevels } from '../features/vip';
import './vip-page.css';

/** The VIP rules, shown as text. */
export const VIP_RULES = [
  '累计存款与累计流水同时达到相应等级要求，即可晋升至该等级。',
  '晋升在达到条件后的次日 24:00 前生效，每日最多晋升一级，不可越级晋升。',
  '保级考核周期为 90 天：在当前等级满 90 天时，需完成该等级的保级流水。',
  '一个季度（90 天）内未完成保级流水的会员，将降低一个等级。',
];

/**
 * /vip, VIP privileges: renders only once the level list is loaded, then the player's level and progress, the
 * levels (tabs and carousel), the rebate table and the rules. A cached page: the player's info is asked again each
 * time it shows.
 */
export default function VipPage() {
  const { levels, failed, retry } = useLevelList();
  const player = usePlayerLevel();

  return (
    <div className="vip-page">
      <PageHeader title="VIP特权" tone="dark" block="vip-bar" />
      {levels ? (
        <>
          <VipLevels levels={levels} {...player} />
          <section className="vip-section">
            <h2 className="vip-section__title">活动规则</h2>
            <ol className="vip-rules">
              {VIP_RULES.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ol>
          </section>
        </>
      ) : failed ? (
        <div className="vip-state" role="status">
          <EmptyArt />
          <p>等级信息加载失败</p>
          <button type="button" className="vip-state__retry" onClick={retry}>
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
