import { Col, Collapse, Descriptions, Drawer, Empty, Flex, Row, Tag, Typography, theme } from 'antd';
import type { CSSProperties } from 'react';
import { actionLabel } from './actions';
import { auditDiff, shownValue } from './diff';
import type { AuditRow } from './types';

/** A value as the diff shows it: strings as they are, JSON pretty-printed in a block, absent as （无）. */
function Value({ value, style }: { value: unknown; style?: CSSProperties }) {
  if (value === undefined) return <Typography.Text type="secondary">（无）</Typography.Text>;
  if (value === null) return <Typography.Text type="secondary">（空）</Typography.Text>;
  const text = shownValue(value);
  const block = typeof value === 'object' || text.includes('\n');
  return block ? (
    <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12, ...style }}>{text}</pre>
  ) : (
    <span style={{ wordBreak: 'break-all', ...style }}>{text}</span>
  );
}

export function ResultTag({ ok }: { ok: boolean }) {
  return ok ? <Tag color="success">成功</Tag> : <Tag color="error">已拒绝</Tag>;
}

/**
 * One audit row: who did what to what, from where, and the change — the changed keys with the old value (red,
 * struck through) beside the new one (green); the unchanged keys folded away; the rest of the detail as context.
 */
export function AuditDrawer({ row, onClose }: { row: AuditRow | null; onClose: () => void }) {
  const { token } = theme.useToken();
  const diff = auditDiff(row?.detail);
  const oldStyle: CSSProperties = {
    color: token.colorError,
    background: token.colorErrorBg,
    textDecoration: 'line-through',
    padding: '0 4px',
    borderRadius: 4,
  };
  const newStyle: CSSProperties = {
    color: token.colorSuccessText,
    background: token.colorSuccessBg,
    padding: '0 4px',
    borderRadius: 4,
  };
  return (
    <Drawer open={row !== null} onClose={onClose} size={640} title={row ? `操作日志 #${row.id}` : ''} destroyOnHidden>
      {row && (
        <Flex vertical gap={20}>
          <Descriptions
            size="small"
            bordered
            column={2}
            items={[
              { key: 'time', label: '时间', children: row.created_at },
              { key: 'ok', label: '结果', children: <ResultTag ok={row.ok} /> },
              { key: 'actor', label: '操作人', children: row.actor },
              { key: 'ip', label: '地址', children: row.ip || '—' },
              {
                key: 'action',
                label: '操作',
                span: 2,
                children: (
                  <Space2>
                    {actionLabel(row.action)}
                    <Typography.Text code>{row.action}</Typography.Text>
                  </Space2>
                ),
              },
              { key: 'target', label: '对象', span: 2, children: row.target || '—' },
            ]}
          />

          {diff.changed.length > 0 && (
            <Descriptions
              title="变更内容"
              extra={
                <Flex gap={4}>
                  <Tag color="error">原值</Tag>
                  <Tag color="success">新值</Tag>
                </Flex>
              }
              size="small"
              bordered
              column={1}
              data-testid="audit-changes"
              items={diff.changed.map((c) => ({
                key: c.key,
                label: c.key,
                children: (
                  <Row gutter={12} wrap={false}>
                    <Col span={12} data-testid={`before-${c.key}`}>
                      <Value value={c.before} style={oldStyle} />
                    </Col>
                    <Col span={12} data-testid={`after-${c.key}`}>
                      <Value value={c.after} style={newStyle} />
                    </Col>
                  </Row>
                ),
              }))}
            />
          )}

          {diff.unchanged.length > 0 && (
            <Collapse
              size="small"
              items={[
                {
                  key: 'unchanged',
                  label: `未变更的字段（${diff.unchanged.length}）`,
                  children: (
                    <Descriptions
                      size="small"
                      bordered
                      column={1}
                      items={diff.unchanged.map((u) => ({
                        key: u.key,
                        label: u.key,
                        children: <Value value={u.value} />,
                      }))}
                    />
                  ),
                },
              ]}
            />
          )}

          {diff.context.length > 0 && (
            <Descriptions
              title={diff.changed.length > 0 ? '其他信息' : '记录内容'}
              size="small"
              bordered
              column={1}
              items={diff.context.map((c) => ({ key: c.key, label: c.key, children: <Value value={c.value} /> }))}
            />
          )}

          {diff.changed.length === 0 && diff.unchanged.length === 0 && diff.context.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="这条记录没有更多内容" />
          )}
        </Flex>
      )}
    </Drawer>
  );
}

const Space2 = ({ children }: { children: React.ReactNode }) => (
  <Flex gap={8} align="center" wrap>
    {children}
  </Flex>
);
