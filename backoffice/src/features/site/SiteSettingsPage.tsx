import {
  DollarOutlined,
  InfoCircleOutlined,
  LinkOutlined,
  ReloadOutlined,
  ToolOutlined,
  ControlOutlined,
} from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useMe } from '../auth/api';
import { ROLE_LABEL } from '../../lib/roles';
import { useSettings } from './api';
import { type SettingField, SettingsSection } from './SettingsSection';
import type { SiteSettings } from './types';

const MAINTENANCE: readonly SettingField[] = [
  {
    key: 'site_state',
    label: '维护模式',
    input: 'switch',
    inverted: true,
    onOff: ['维护中', '已关闭'],
    wide: true,
    extra: '开启后，玩家打开网站只会看到下面的维护公告（不能登录、充值或游戏），直到关闭维护模式。',
  },
  {
    key: 'repair_tips',
    label: '维护公告',
    input: 'textarea',
    rows: 3,
    maxLength: 500,
    placeholder: '例如：平台正在进行系统升级维护，预计30分钟内完成，给您带来的不便敬请谅解！',
  },
];

const SWITCHES: readonly SettingField[] = [
  {
    key: 'redpacket_switch',
    label: '红包活动',
    input: 'switch',
    onOff: ['开启', '关闭'],
    extra: '关闭后玩家无法打开红包页（提示“红包已关闭”）',
  },
  {
    key: 'index_modal',
    label: '首页欢迎弹窗',
    input: 'switch',
    onOff: ['显示', '不显示'],
    extra: '玩家进入首页时弹出“站点信息”中的欢迎内容',
  },
];

const INFO: readonly SettingField[] = [
  { key: 'title', label: '站点名称', input: 'text', maxLength: 32 },
  {
    key: 'site_logo',
    label: '站点 Logo',
    input: 'text',
    placeholder: '/assets/logo.svg 或 https://…',
    extra: '图片地址：以 / 开头的站内路径或 http(s) 链接',
  },
  {
    key: 'webcontent',
    label: '欢迎弹窗内容（HTML）',
    input: 'textarea',
    rows: 5,
    maxLength: 20_000,
    extra: '保存时服务器会清理不安全的标签和属性（脚本、事件等）',
  },
];

const LINKS: readonly SettingField[] = [
  {
    key: 'h5_url',
    label: '永久域名',
    input: 'text',
    placeholder: 'https://…（留空则不显示）',
  },
  {
    key: 'visit_url',
    label: '访问跳转地址',
    input: 'text',
    placeholder: 'https://…（留空则不跳转）',
  },
  {
    key: 'ios_download_url',
    label: 'App 下载地址',
    input: 'text',
    placeholder: 'https://…',
  },
  {
    key: 'ios_download_qrcode',
    label: 'App 下载二维码图片',
    input: 'text',
    placeholder: '/assets/qr.png 或 https://…',
  },
  {
    key: 'service_url',
    label: '在线客服地址',
    input: 'text',
    placeholder: '留空使用内置客服 /support/',
  },
  {
    key: 'agent_login_url',
    label: '代理后台地址',
    input: 'text',
    placeholder: 'https://…（留空表示暂未开放）',
  },
  {
    key: 'sponsor_url_1',
    label: '赞助页 1',
    input: 'text',
    placeholder: '留空使用内置页面',
  },
  {
    key: 'sponsor_url_2',
    label: '赞助页 2',
    input: 'text',
    placeholder: '留空使用内置页面',
  },
];

const RATES: readonly SettingField[] = [
  {
    key: 'usdtrate',
    label: '充值汇率',
    input: 'text',
    suffix: '元 / USDT',
    extra: '玩家用 USDT 充值时，1 USDT 折合的人民币',
  },
  {
    key: 'withdrawusdtrate',
    label: '提现汇率',
    input: 'text',
    suffix: '元 / USDT',
    extra: '玩家提现到 USDT 时，1 USDT 折合的人民币',
  },
  {
    key: 'withdrawcashfee',
    label: 'ERC20 提现手续费',
    input: 'text',
    suffix: 'USDT',
  },
  {
    key: 'withdrawfeeusdttrc',
    label: 'TRC20 提现手续费',
    input: 'text',
    suffix: 'USDT',
  },
  {
    key: 'adjust_approval_above',
    label: '调账复核门槛',
    input: 'text',
    suffix: '元',
    extra: '人工调整余额超过此金额时，需要另一位财务审批',
  },
];

/** The maintenance switch's confirmation: switching it on closes the site to players. */
const maintenanceOn = (changes: Partial<SiteSettings>) => changes.site_state === '0';

/**
 * 站点设置 (GET / PATCH /settings): maintenance mode with its notice, the switches, the site's texts, the links and
 * the exchange rates and fees. Finance's settings (where players or money go, how much is paid) and the editor's are
 * each disabled for the other role; super changes all.
 */
export function SiteSettingsPage() {
  const { modal } = App.useApp();
  const me = useMe();
  const role = me.data?.role;
  const settings = useSettings();

  if (settings.isError)
    return (
      <Result
        status="error"
        title="无法读取站点设置"
        subTitle={settings.error.message}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void settings.refetch()}>
            重试
          </Button>
        }
      />
    );
  if (!settings.data)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  const s = settings.data;
  const closed = s.site_state === '0';

  const confirmMaintenance = (changes: Partial<SiteSettings>) =>
    maintenanceOn(changes)
      ? new Promise<boolean>((resolve) =>
          modal.confirm({
            title: '开启维护模式？',
            content: (
              <Typography.Paragraph style={{ marginBottom: 0 }}>
                开启后，所有玩家打开网站只能看到维护公告，无法登录、充值、提现或游戏，直到关闭维护模式。
              </Typography.Paragraph>
            ),
            okText: '开启维护',
            okButtonProps: { danger: true },
            cancelText: '取消',
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          }),
        )
      : Promise.resolve(true);

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          站点设置
        </Typography.Title>
        <Space wrap>
          {closed ? <Tag color="error">维护中</Tag> : <Tag color="success">正常开放</Tag>}
          {role && role !== 'super' && (
            <Typography.Text type="secondary">
              {ROLE_LABEL[role]}可修改
              {role === 'finance' ? '红包开关、链接、汇率与费用' : '维护模式、欢迎弹窗和站点信息'}
              ，其余设置为只读
            </Typography.Text>
          )}
        </Space>
      </Flex>
      <SettingsSection
        id="maintenance"
        title="维护模式"
        icon={<ToolOutlined />}
        fields={MAINTENANCE}
        settings={s}
        role={role}
        confirm={confirmMaintenance}
        saved={(c) =>
          c.site_state === '0'
            ? '维护模式已开启：玩家现在只能看到维护公告'
            : c.site_state === '1'
              ? '维护模式已关闭：站点恢复开放'
              : '维护公告已保存'
        }
        banner={
          <Alert
            style={{ marginBottom: 16 }}
            showIcon
            type={closed ? 'error' : 'success'}
            title={closed ? '站点维护中：玩家只能看到维护公告' : '站点正常开放'}
            description={closed ? `玩家看到的公告：${s.repair_tips || '（空）'}` : undefined}
          />
        }
      />
      <SettingsSection
        id="switches"
        title="开关"
        icon={<ControlOutlined />}
        fields={SWITCHES}
        settings={s}
        role={role}
      />
      <SettingsSection
        id="info"
        title="站点信息"
        icon={<InfoCircleOutlined />}
        fields={INFO}
        settings={s}
        role={role}
      />
      <SettingsSection id="links" title="下载与链接" icon={<LinkOutlined />} fields={LINKS} settings={s} role={role} />
      <SettingsSection
        id="rates"
        title="汇率与费用"
        icon={<DollarOutlined />}
        fields={RATES}
        settings={s}
        role={role}
      />
    </Flex>
  );
}
