import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Typography } from 'antd';

/** The 10 one-time recovery codes, shown once: copy, download as .txt (made in the browser), then 我已保存. */
export function RecoveryCodes({ codes, username, onDone }: { codes: string[]; username: string; onDone: () => void }) {
  const { message } = App.useApp();
  const text = `运营后台 ${username} 的恢复码（每个只能使用一次）\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      message.success('恢复码已复制');
    } catch {
      message.error('复制失败，请手动抄写或下载');
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `recovery-codes-${username}.txt`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Flex vertical gap={16}>
      <Alert
        type="warning"
        showIcon
        title="请立即保存恢复码"
        description="手机丢失或无法获取动态验证码时，可用恢复码登录。每个恢复码只能使用一次，离开本页后将无法再次查看。"
      />
      <Card size="small" data-testid="recovery-codes">
        <ol className="bo-codes">
          {codes.map((c) => (
            <li key={c}>
              <Typography.Text code>{c}</Typography.Text>
            </li>
          ))}
        </ol>
      </Card>
      <Flex gap={8} wrap>
        <Button icon={<CopyOutlined />} onClick={copy}>
          复制全部
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download}>
          下载 .txt
        </Button>
        <Button type="primary" onClick={onDone} style={{ marginLeft: 'auto' }}>
          我已保存
        </Button>
      </Flex>
    </Flex>
  );
}
