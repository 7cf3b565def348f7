import { List } from '@h5/shared/antd';
import { Card } from '../../../components/account-ui';
import { EditButton } from './edit-button';

/**
 * 暂停娱乐 and 自我排除: two rows that open their choices; both are behind a confirm (the page's hook). While one is in
 * force (`lengthen`) a new one may only end later (the server refuses a shorter one with its message): the note says so.
 */
export function BreakCard({
  disabled,
  lengthen,
  onPick,
}: {
  disabled: boolean;
  lengthen: boolean;
  onPick: (kind: 'timeout' | 'exclusion') => void;
}) {
  return (
    <Card title="暂停与排除" className="rg-card">
      <p className="rg-card__note">
        期间不能存款、转入游戏、进入游戏、申请活动和领取红包或返水；仍可登录、取款、查看记录和消息。设置后不能缩短或提前解除。
        {lengthen && '当前期间内只能延长，不能缩短。'}
      </p>
      <List className="acc-list rg-list">
        <List.Item
          description="24小时、7天、30天或6周"
          extra={
            <EditButton label="设置暂停娱乐" disabled={disabled} onClick={() => onPick('timeout')}>
              设置
            </EditButton>
          }
        >
          暂停娱乐
        </List.Item>
        <List.Item
          description="6个月、1年、2年或5年，结束后需申请恢复"
          extra={
            <EditButton label="设置自我排除" disabled={disabled} onClick={() => onPick('exclusion')}>
              设置
            </EditButton>
          }
        >
          自我排除
        </List.Item>
      </List>
    </Card>
  );
}
