import { useSearchParams } from '@h5/shared';
import { Tabs } from '@h5/shared/antd';
import { Announcements, Inbox } from '../features/messages';
import './message-page.css';

export const MESSAGE_TABS = [
  { key: '1', title: '系统公告' },
  { key: '2', title: '站内信' },
] as const;

/**
 * /message?type, the message centre: tab 1 announcements, tab 2 inbox. The tab follows `type` (anything but 2 is tab 1)
 * and a tab change replaces it. The shell draws the back-arrow header titled 消息中心.
 */
export default function MessagePage() {
  const [params, setParams] = useSearchParams();
  const active = params.get('type') === '2' ? '2' : '1';
  return (
    <div className="message-page">
      <Tabs activeKey={active} onChange={(key) => setParams({ type: key }, { replace: true })} className="msg-tabs">
        {MESSAGE_TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      <div className="msg-body">{active === '1' ? <Announcements /> : <Inbox />}</div>
    </div>
  );
}
