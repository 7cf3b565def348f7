import { Result } from 'antd';

// placeholder until the page is built (issue 21)
export default function NoticesPage() {
  return <Result status="info" title="建设中" />;
}
