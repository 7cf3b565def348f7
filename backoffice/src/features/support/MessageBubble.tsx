import { Flex, theme, Typography } from 'antd';
import type { SupportMessage } from './types';

/**
 * One message of the thread: the player's (or visitor's) on the left, an operator's on the right with who wrote it,
 * the system's lines (the closing line) centred. Text is written as text (React escapes it), line breaks kept.
 */
export function MessageBubble({ message, playerName }: { message: SupportMessage; playerName: string }) {
  const { token } = theme.useToken();
  if (message.sender === 'system')
    return (
      <Flex justify="center" data-testid="message-system" style={{ marginBlock: 8 }}>
        <Flex
          vertical
          align="center"
          style={{
            maxWidth: '80%',
            padding: '4px 12px',
            borderRadius: token.borderRadiusLG,
            background: token.colorFillTertiary,
          }}
        >
          <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center' }}>
            {message.content}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 11 }}>
            {message.created_at}
          </Typography.Text>
        </Flex>
      </Flex>
    );
  const mine = message.sender === 'operator';
  const who = mine ? `客服 ${message.operator ?? ''}`.trim() : playerName;
  return (
    <Flex
      vertical
      align={mine ? 'flex-end' : 'flex-start'}
      style={{ marginBlock: 6 }}
      data-testid={mine ? 'message-operator' : 'message-player'}
      data-id={message.id}
    >
      <Typography.Text type="secondary" style={{ fontSize: 12, marginBottom: 2 }}>
        {who} · {message.created_at}
      </Typography.Text>
      <div
        style={{
          maxWidth: '78%',
          padding: '8px 12px',
          borderRadius: token.borderRadiusLG,
          borderStartStartRadius: mine ? token.borderRadiusLG : 2,
          borderStartEndRadius: mine ? 2 : token.borderRadiusLG,
          background: mine ? token.colorPrimary : token.colorFillSecondary,
          color: mine ? token.colorTextLightSolid : token.colorText,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          lineHeight: 1.6,
        }}
      >
        {message.content}
      </div>
    </Flex>
  );
}
