import { List } from '@h5/shared/antd';
import type { ProtectionState } from '@h5/shared/types';
import { limitValueText } from '@h5/shared/validators';
import { Card } from '../../../components/account-ui';
import { EditButton } from './edit-button';
import { PendingLine } from './pending-line';

/**
 * 单次登录时长 and 现实提醒: each a row with what is in force; tapping opens the choices (a sheet, the page's). The
 * session limit may have a looser change waiting (with 撤销), the reality-check interval applies at once.
 */
export function ChoiceCard({
  state,
  onPick,
  onCancelSession,
}: {
  state: ProtectionState | undefined;
  onPick: (kind: 'session' | 'reality') => void;
  onCancelSession: () => void;
}) {
  return (
    <Card title="时长与提醒" className="rg-card">
      <List className="acc-list rg-list">
        <List.Item
          extra={
            <EditButton
              label="修改单次登录时长"
              muted={state?.session.value == null}
              testId="session-value"
              onClick={() => onPick('session')}
            >
              {state ? limitValueText('session', state.session.value) : '…'}
            </EditButton>
          }
          description="到达时长后自动退出登录"
        >
          单次登录时长
        </List.Item>
        {state?.session.pending && (
          <PendingLine kind="session" pending={state.session.pending} name="单次登录时长" onCancel={onCancelSession} />
        )}
        <List.Item
          extra={
            <EditButton label="修改现实提醒" testId="reality-value" onClick={() => onPick('reality')}>
              {state ? limitValueText('reality', state.reality_check_minutes) : '…'}
            </EditButton>
          }
          description="按设定间隔提醒本次登录的时长与输赢"
        >
          现实提醒
        </List.Item>
      </List>
    </Card>
  );
}
