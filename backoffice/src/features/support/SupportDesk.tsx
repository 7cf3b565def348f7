import { Col, Row } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMe } from '../auth/api';
import type { QueueFilter } from './api';
import { ConversationQueue, INITIAL_FILTER } from './ConversationQueue';
import { ConversationView } from './ConversationView';
import { PlayerProfile } from './PlayerProfile';
import { useThread } from './useThread';

/** Who may answer and close (server: `config: { admin: 'editor' }`, and super); finance reads. */
export const mayAnswer = (role: string | undefined) => role === 'editor' || role === 'super';

/**
 * `/support`: the queue on the left, the open conversation in the middle (live), the player beside it. The open
 * conversation is in the address (`?c=<id>`), so a reload or a shared link opens it again.
 */
export function SupportDesk() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<QueueFilter>(INITIAL_FILTER);
  const raw = Number(params.get('c'));
  const selected = Number.isInteger(raw) && raw > 0 ? raw : null;
  const thread = useThread(selected);

  return (
    <Row gutter={[16, 16]} wrap>
      <Col xs={24} md={10} xl={7}>
        <ConversationQueue
          filter={filter}
          onFilter={setFilter}
          selected={selected}
          onSelect={(id) => setParams({ c: String(id) })}
        />
      </Col>
      <Col xs={24} md={14} xl={11}>
        <ConversationView thread={thread} canReply={mayAnswer(me.data?.role)} />
      </Col>
      <Col xs={24} xl={6}>
        <PlayerProfile conversation={thread.conversation} />
      </Col>
    </Row>
  );
}
