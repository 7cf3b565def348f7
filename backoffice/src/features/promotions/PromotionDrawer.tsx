import { LockOutlined } from '@ant-design/icons';
import {
  Button,
  Col,
  Divider,
  Drawer,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Skeleton,
  Space,
  Switch,
  Typography,
  App,
} from 'antd';
import type { FormItemProps } from 'antd';
import { BOARD_KEY, promotionsApi, PROMOTIONS_KEY, usePromotion, usePromotionTypes } from './api';
import { ArtworkField } from '../../lib/ArtworkField';
import { decimalRules, moneyRules, rangeRule } from './fields';
import { NEW_PROMOTION, requestOf, toValues, type BonusKind, type PromotionValues } from './promotion-form';
import { OWNER_TEXT, useRoles } from './roles';
import type { Promotion, PromotionBody } from './types';
import { TimeRange } from './TimeRange';
import { useAction } from './useAction';

/** null: closed; 'new': a new promotion; a number: that promotion */
export type DrawerTarget = null | 'new' | number;

/** A field another role writes: a lock beside its label says whose it is. */
const lock = (allowed: boolean, owner: keyof typeof OWNER_TEXT): FormItemProps['tooltip'] =>
  allowed ? undefined : { title: OWNER_TEXT[owner], icon: <LockOutlined aria-label={OWNER_TEXT[owner]} /> };

const BONUS_KINDS: { value: BonusKind; label: string }[] = [
  { value: 'none', label: '无彩金' },
  { value: 'percent', label: '按存款比例' },
  { value: 'fixed', label: '固定金额' },
];

/** The bonus fields of a kind (disabled, and unchecked, for a role that may not set them). */
function BonusFields({ kind, allowed }: { kind: BonusKind; allowed: boolean }) {
  if (kind === 'none') return null;
  const money = (label: string) => (allowed ? moneyRules(label) : undefined);
  const item = (name: keyof PromotionValues, label: string, suffix: string, rules: FormItemProps['rules']) => (
    <Col span={12} key={name}>
      <Form.Item name={name} label={label} rules={rules}>
        <Input suffix={suffix} disabled={!allowed} autoComplete="off" />
      </Form.Item>
    </Col>
  );
  const flow = item(
    'flow_multiple',
    '流水倍数',
    '倍',
    allowed ? decimalRules('流水倍数', 100, { required: false }) : undefined,
  );
  return (
    <Row gutter={16}>
      {kind === 'fixed'
        ? [item('amount', '彩金金额', '元', money('彩金金额')), flow]
        : [
            item('percent', '彩金比例', '%', allowed ? decimalRules('彩金比例', 100) : undefined),
            item('max', '最高彩金', '元', money('最高彩金')),
            item('min_deposit', '最低存款', '元', money('最低存款')),
            flow,
          ]}
    </Row>
  );
}

/**
 * A promotion in a Drawer: new (editor) or existing. The editor writes the title, type, picture, dates, texts, order
 * and switch; finance writes the bonus; each sees the other's fields disabled with a lock. A save sends only what the
 * role writes and, on an edit, only what changed (the server refuses a mixed request unless the admin is super).
 */
export function PromotionDrawer({ target, onClose }: { target: DrawerTarget; onClose: () => void }) {
  const { message } = App.useApp();
  const may = useRoles();
  const id = typeof target === 'number' ? target : undefined;
  const promotion = usePromotion(id);
  const types = usePromotionTypes();
  const [form] = Form.useForm<PromotionValues>();
  const current: Promotion | null = id !== undefined ? (promotion.data ?? null) : null;
  const ready = target === 'new' || current !== null;

  const save = useAction({
    fn: (body: PromotionBody) =>
      current ? promotionsApi.updatePromotion(current.id, body) : promotionsApi.createPromotion(body),
    invalidate: [BOARD_KEY, PROMOTIONS_KEY],
    success: (p) => `已保存活动「${p.title}」`,
    done: onClose,
  });

  const submit = (v: PromotionValues) => {
    const body = requestOf(v, current, may);
    if (Object.keys(body).length > 0) return save.mutate(body);
    void message.info('没有修改');
    onClose();
  };

  const c = may.content;
  return (
    <Drawer
      open={target !== null}
      title={target === 'new' ? '新增活动' : `编辑活动「${current?.title ?? ''}」`}
      size={760}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={save.isPending} disabled={!ready} onClick={() => form.submit()}>
            保存
          </Button>
        </Space>
      }
    >
      {!ready ? (
        promotion.isError ? (
          <Typography.Text type="danger">{promotion.error.message}</Typography.Text>
        ) : (
          <Skeleton active />
        )
      ) : (
        <Form<PromotionValues>
          key={String(target)}
          form={form}
          layout="vertical"
          initialValues={current ? toValues(current) : NEW_PROMOTION}
          onFinish={submit}
        >
          <Row gutter={16}>
            <Col span={16}>
              <Form.Item
                name="title"
                label="标题"
                tooltip={lock(c, 'content')}
                rules={[
                  { required: true, whitespace: true, message: '请输入标题' },
                  { max: 100, message: '标题最多 100 个字' },
                ]}
              >
                <Input disabled={!c} maxLength={100} showCount autoComplete="off" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                name="type_id"
                label="类型"
                tooltip={lock(c, 'content')}
                rules={[{ required: true, message: '请选择类型' }]}
              >
                <Select
                  disabled={!c}
                  loading={types.isLoading}
                  options={(types.data?.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="banner" label="活动图片" tooltip={lock(c, 'content')}>
            <ArtworkField disabled={!c} alt="活动图片预览" />
          </Form.Item>
          <Form.Item
            name="window"
            label="活动时间（北京时间）"
            tooltip={lock(c, 'content')}
            extra="留空表示不限；开始前玩家看不到该活动，结束后自动下架"
            rules={[rangeRule]}
          >
            <TimeRange optional disabled={!c} />
          </Form.Item>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="sort" label="排序" tooltip={lock(c, 'content')} extra="数字越小越靠前">
                <InputNumber disabled={!c} min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="enabled" label="启用" valuePropName="checked" tooltip={lock(c, 'content')}>
                <Switch disabled={!c} checkedChildren="启用" unCheckedChildren="停用" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="content"
            label="活动内容（HTML）"
            tooltip={lock(c, 'content')}
            extra="服务器会过滤脚本、事件属性和 iframe 等不安全内容"
          >
            <Input.TextArea disabled={!c} rows={6} />
          </Form.Item>
          <Form.Item name="memo" label="活动须知（HTML）" tooltip={lock(c, 'content')}>
            <Input.TextArea disabled={!c} rows={4} />
          </Form.Item>

          <Divider titlePlacement="start">彩金</Divider>
          {!may.money && (
            <Typography.Paragraph type="secondary">
              <LockOutlined /> {OWNER_TEXT.money}
            </Typography.Paragraph>
          )}
          <Form.Item name="bonus_kind" label="彩金方式" tooltip={lock(may.money, 'money')}>
            <Radio.Group options={BONUS_KINDS} optionType="button" disabled={!may.money} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.bonus_kind !== b.bonus_kind}>
            {({ getFieldValue }) => <BonusFields kind={getFieldValue('bonus_kind') as BonusKind} allowed={may.money} />}
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}
