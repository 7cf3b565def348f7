import { Alert, Col, Form, Input, Row, Typography } from 'antd';
import { APPLICATIONS_KEY, BOARD_KEY, promotionsApi, usePromotion } from './api';
import { EditModal } from './EditModal';
import { decimalRules, moneyRules, trimmed } from './fields';
import type { Application, Decision, PromotionBonus } from './types';
import { useAction } from './useAction';

export interface DecisionTarget {
  application: Application;
  action: 'pass' | 'reject';
}

type Values = { bonus?: string; flow_multiple?: string; reason?: string };

/** The promotion's own bonus in words: what passing without an amount pays. */
function bonusText(b: PromotionBonus | null): string {
  if (!b) return '该活动未设置彩金：不填彩金金额则只通过、不发放彩金。';
  if ('amount' in b) return `活动设置：固定彩金 ${b.amount} 元，流水 ${b.flow_multiple} 倍（已预填，可修改）。`;
  return (
    `活动设置：首笔存款的 ${b.percent}%（存款不低于 ${b.min_deposit} 元），最高 ${b.max} 元，流水 ${b.flow_multiple} 倍。` +
    '不填彩金金额则按玩家首笔达标存款计算，尚未存款的在其存款后发放。'
  );
}

/** The prefill of 通过 from the promotion's bonus: a fixed amount and its multiple; a percentage's multiple only. */
const prefill = (b: PromotionBonus | null | undefined): Values =>
  !b
    ? {}
    : 'amount' in b
      ? { bonus: b.amount, flow_multiple: String(b.flow_multiple) }
      : { flow_multiple: String(b.flow_multiple) };

/**
 * 通过 (optionally with a bonus and its turnover multiple, prefilled from the promotion, and a note) or 拒绝 (a reason,
 * required) of one pending application. A second review's 409 (该申请已审核，不能重复操作) is shown as-is and the list
 * is asked again.
 */
export function DecisionModal({ target, onClose }: { target: DecisionTarget | null; onClose: () => void }) {
  const app = target?.application;
  const passing = target?.action === 'pass';
  const promotion = usePromotion(passing ? app?.activity_id : undefined);
  const decide = useAction({
    fn: ({ a, pass, body }: { a: Application; pass: boolean; body: Decision }) =>
      pass ? promotionsApi.pass(a.id, body) : promotionsApi.reject(a.id, body.reason ?? ''),
    invalidate: [APPLICATIONS_KEY, BOARD_KEY],
    success: (r, { a, pass }) =>
      !pass
        ? `申请 #${a.id} 已拒绝`
        : 'bonus' in r && Number(r.bonus) > 0
          ? `申请 #${a.id} 已通过，已发放彩金 ${r.bonus} 元`
          : `申请 #${a.id} 已通过`,
    done: onClose,
  });
  // the prefill needs the promotion: the dialog opens once it is known (or could not be read)
  const ready = !passing || !promotion.isLoading;

  return (
    <EditModal<Values>
      open={target !== null && ready}
      title={app ? `${passing ? '通过' : '拒绝'}申请 #${app.id}` : ''}
      okText={passing ? '确认通过' : '确认拒绝'}
      initialValues={passing ? prefill(promotion.data?.bonus) : {}}
      pending={decide.isPending}
      onCancel={onClose}
      onSubmit={(v) =>
        app &&
        decide.mutate({
          a: app,
          pass: passing,
          body: passing
            ? Object.fromEntries(
                Object.entries({
                  bonus: trimmed(v.bonus),
                  flow_multiple: trimmed(v.flow_multiple),
                  reason: trimmed(v.reason),
                }).filter(([, x]) => x !== undefined),
              )
            : { reason: trimmed(v.reason) },
        })
      }
    >
      {app && (
        <Typography.Paragraph>
          玩家 <Typography.Text strong>{app.username}</Typography.Text>
          {`（ID ${app.user_id}）申请「${app.activity_name}」，提交于 ${app.created_at}`}
        </Typography.Paragraph>
      )}
      {passing && (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={
              promotion.isError
                ? `未能读取活动设置：${promotion.error.message}`
                : bonusText(promotion.data?.bonus ?? null)
            }
          />
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="bonus" label="彩金金额" rules={moneyRules('彩金金额', { required: false })}>
                <Input suffix="元" autoComplete="off" placeholder="按活动设置" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="flow_multiple"
                label="流水倍数"
                rules={decimalRules('流水倍数', 100, { required: false })}
              >
                <Input suffix="倍" autoComplete="off" placeholder="按活动设置" />
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
      <Form.Item
        name="reason"
        label={passing ? '备注（选填）' : '拒绝原因'}
        rules={[
          ...(passing ? [] : [{ required: true, whitespace: true, message: '请填写拒绝原因' }]),
          { max: 200, message: '最多 200 个字' },
        ]}
      >
        <Input.TextArea rows={3} maxLength={200} showCount />
      </Form.Item>
    </EditModal>
  );
}
