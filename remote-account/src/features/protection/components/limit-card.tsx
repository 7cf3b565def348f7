import { List } from '@h5/shared/antd';
import type { LimitSetting, ProtectionState } from '@h5/shared/types';
import { LIMIT_KIND_LABEL, LIMIT_PERIODS, PERIOD_LABEL, limitValueText, type LimitPeriod } from '@h5/shared/validators';
import { Fragment } from 'react';
import { Card } from '../../../components/account-ui';
import { EditButton } from './edit-button';
import { PendingLine } from './pending-line';

/**
 * 存款限额 / 亏损限额: one row per period (每日, 每周, 每月) with the limit in force; a looser change waiting for its
 * time under it with 撤销. Tapping a row opens the editor.
 */
export function LimitCard({
  kind,
  limits,
  note,
  onEdit,
  onCancel,
}: {
  kind: 'deposit' | 'loss';
  limits: ProtectionState['deposit'] | undefined;
  note: string;
  onEdit: (period: LimitPeriod) => void;
  onCancel: (period: LimitPeriod) => void;
}) {
  return (
    <Card title={LIMIT_KIND_LABEL[kind]} className="rg-card">
      <p className="rg-card__note">{note}</p>
      <List className="acc-list rg-list">
        {LIMIT_PERIODS.map((period) => {
          const setting: LimitSetting | undefined = limits?.[period];
          const name = `${PERIOD_LABEL[period]}${LIMIT_KIND_LABEL[kind]}`;
          return (
            <Fragment key={period}>
              <List.Item
                extra={
                  <EditButton
                    label={`修改${name}`}
                    muted={setting?.value == null}
                    testId={`${kind}-${period}`}
                    onClick={() => onEdit(period)}
                  >
                    {limits ? limitValueText(kind, setting?.value) : '…'}
                  </EditButton>
                }
              >
                {PERIOD_LABEL[period]}
              </List.Item>
              {setting?.pending && (
                <PendingLine kind={kind} pending={setting.pending} name={name} onCancel={() => onCancel(period)} />
              )}
            </Fragment>
          );
        })}
      </List>
    </Card>
  );
}
