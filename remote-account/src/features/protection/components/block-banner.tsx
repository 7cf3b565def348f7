import { Button } from '@h5/shared/antd';
import type { ProtectionState } from '@h5/shared/types';

/**
 * The banner of a time-out or self-exclusion in force: what it is and until when; after a self-exclusion ended,
 * 申请恢复 (the account reopens 24 hours after asking), or when it reopens once asked.
 */
export function BlockBanner({
  block,
  busy,
  onReopen,
}: {
  block: NonNullable<ProtectionState['block']>;
  busy: boolean;
  onReopen: () => void;
}) {
  const what = block.kind === 'timeout' ? '暂停娱乐' : '自我排除';
  const ended = block.until === null;
  return (
    <section className="rg-banner" role="status" aria-label={`${what}中`}>
      <b className="rg-banner__title">{ended ? '自我排除期已结束' : `${what}中`}</b>
      {!ended && (
        <p>
          至 <b data-testid="block-until">{block.until!.slice(0, 16)}</b>
          ，期间不能存款、转入游戏、进入游戏、申请活动和领取红包或返水，不能缩短或提前解除。
        </p>
      )}
      {ended && block.reopen_at && <p>已申请恢复，账户将于 {block.reopen_at.slice(0, 16)} 恢复。</p>}
      {ended && !block.reopen_at && (
        <>
          <p>账户仍处于关闭状态。申请后24小时恢复存款与游戏。</p>
          <Button className="rg-banner__reopen" disabled={busy} onClick={onReopen}>
            申请恢复
          </Button>
        </>
      )}
    </section>
  );
}
