import { LockOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Form, Input, Row, Space, Switch, Tag, Tooltip } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import type { AdminRole } from '../../api/types';
import { useSaveSettings } from './api';
import { mayChange, ownerText, settingRule } from './rules';
import type { SettingKey, SiteSettings } from './types';

export interface SettingField {
  key: SettingKey;
  label: string;
  input: 'text' | 'textarea' | 'switch';
  extra?: ReactNode;
  placeholder?: string;
  /** text after the input (a unit) */
  suffix?: string;
  rows?: number;
  /** characters shown by the counter (the server's limit) */
  maxLength?: number;
  /** a switch that is on when the flag is '0' (maintenance: on = the site is closed) */
  inverted?: boolean;
  /** the switch's words, on and off */
  onOff?: [string, string];
  /** the whole row */
  wide?: boolean;
}

type Values = Partial<Record<SettingKey, string | boolean>>;

const toForm = (fields: readonly SettingField[], s: SiteSettings): Values =>
  Object.fromEntries(fields.map((f) => [f.key, f.input === 'switch' ? (s[f.key] === '1') !== !!f.inverted : s[f.key]]));

/** The section's keys whose value differs from the server's (texts trimmed, as the server stores them). */
function changesOf(fields: readonly SettingField[], s: SiteSettings, values: Values): Partial<SiteSettings> {
  const out: Partial<SiteSettings> = {};
  for (const f of fields) {
    const v = values[f.key];
    if (v === undefined) continue;
    const text = f.input === 'switch' ? ((v as boolean) !== !!f.inverted ? '1' : '0') : String(v).trim();
    if (text !== s[f.key]) out[f.key] = text;
  }
  return out;
}

/**
 * One section of the site settings: a Card with a Form of its fields, each disabled (with a tooltip saying whose it
 * is) for a role that may not change it. 保存 sends only the keys that changed (PATCH /settings) after the same checks
 * as the server's; the server's refusal is shown as it wrote it. `confirm` may ask before the save goes out.
 */
export function SettingsSection({
  id,
  title,
  icon,
  fields,
  settings,
  role,
  banner,
  confirm,
  saved,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  fields: readonly SettingField[];
  settings: SiteSettings;
  role: AdminRole | undefined;
  banner?: ReactNode;
  /** false: the admin changed their mind, nothing is sent */
  confirm?: (changes: Partial<SiteSettings>) => Promise<boolean>;
  /** the success message */
  saved?: (changes: Partial<SiteSettings>) => string;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveSettings();
  const initial = useMemo(() => toForm(fields, settings), [fields, settings]);
  // the server's values whenever they change (after a save, or another admin's change on refetch)
  useEffect(() => form.setFieldsValue(initial), [form, initial]);
  const values = Form.useWatch([], form) as Values | undefined;
  const changes = values ? changesOf(fields, settings, values) : {};
  const dirty = Object.keys(changes).length > 0;
  const editable = fields.some((f) => mayChange(role, f.key));

  const submit = async () => {
    await form.validateFields();
    const now = changesOf(fields, settings, form.getFieldsValue());
    if (Object.keys(now).length === 0) return;
    if (confirm && !(await confirm(now))) return;
    save.mutate(now, {
      onSuccess: () => void message.success(saved?.(now) ?? `${title}已保存`),
      onError: (err) => void message.error(err.message),
    });
  };

  const item = (f: SettingField) => {
    const allowed = mayChange(role, f.key);
    const control =
      f.input === 'switch' ? (
        <Switch
          disabled={!allowed}
          checkedChildren={f.onOff?.[0] ?? '开'}
          unCheckedChildren={f.onOff?.[1] ?? '关'}
          aria-label={f.label}
        />
      ) : f.input === 'textarea' ? (
        <Input.TextArea
          disabled={!allowed}
          rows={f.rows ?? 3}
          maxLength={f.maxLength}
          showCount={!!f.maxLength}
          placeholder={f.placeholder}
        />
      ) : (
        <Input
          disabled={!allowed}
          placeholder={f.placeholder}
          suffix={f.suffix}
          maxLength={f.maxLength}
          autoComplete="off"
        />
      );
    return (
      <Col key={f.key} xs={24} lg={f.wide || f.input === 'textarea' ? 24 : 12}>
        <Form.Item
          name={f.key}
          label={f.label}
          valuePropName={f.input === 'switch' ? 'checked' : 'value'}
          rules={allowed && f.input !== 'switch' ? [settingRule(f.key, f.label)] : undefined}
          extra={f.extra}
          tooltip={
            allowed ? undefined : { title: ownerText(f.key), icon: <LockOutlined aria-label={ownerText(f.key)} /> }
          }
        >
          {control}
        </Form.Item>
      </Col>
    );
  };

  return (
    <Card
      id={id}
      title={
        <Space>
          {icon}
          {title}
        </Space>
      }
      extra={
        editable ? (
          <Space>
            {dirty && <Tag color="warning">有未保存的修改</Tag>}
            <Button
              icon={<UndoOutlined />}
              disabled={!dirty || save.isPending}
              onClick={() => form.setFieldsValue(initial)}
              aria-label={`还原${title}`}
            >
              还原
            </Button>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              disabled={!dirty}
              loading={save.isPending}
              onClick={() => void submit().catch(() => {})}
              aria-label={`保存${title}`}
            >
              保存
            </Button>
          </Space>
        ) : (
          <Tooltip title={ownerText(fields[0].key)}>
            <Tag icon={<LockOutlined />}>只读</Tag>
          </Tooltip>
        )
      }
    >
      {banner}
      <Form form={form} layout="vertical" initialValues={initial} aria-label={title} requiredMark={false}>
        <Row gutter={24}>{fields.map(item)}</Row>
      </Form>
    </Card>
  );
}
