import { DollarOutlined, LockOutlined, LogoutOutlined, TeamOutlined, UnlockOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import type { AdminRole } from '../../api/types';
import { canSeeMoney } from '../../lib/roles';
import {
  ADJUSTMENTS_KEY,
  APPLICATIONS_KEY,
  ledgerKey,
  newIdempotencyKey,
  PLAYERS_KEY,
  playerKey,
  playersApi,
} from './api';
import { AdjustModal } from './AdjustModal';
import { useReasonModal } from './ReasonModal';
import type { PlayerProfile } from './types';

/**
 * What an admin may do to a player, only the buttons the role may press (the server refuses the rest anyway):
 * finance 调整余额, 锁定/解锁, 设为代理/撤销代理; finance or editor 强制下线.
 */
export function PlayerActions({ player, role }: { player: PlayerProfile; role: AdminRole | undefined }) {
  const queryClient = useQueryClient();
  const [ask, reasonModal] = useReasonModal();
  const [adjustKey, setAdjustKey] = useState<string | null>(null);
  const finance = canSeeMoney(role);
  const refresh = () => {
    for (const key of [playerKey(player.id), ledgerKey(player.id), PLAYERS_KEY, ADJUSTMENTS_KEY, APPLICATIONS_KEY])
      void queryClient.invalidateQueries({ queryKey: key });
  };
  const who = `${player.username}（ID ${player.id}）`;

  return (
    <Space wrap>
      {finance && (
        <Button type="primary" icon={<DollarOutlined />} onClick={() => setAdjustKey(newIdempotencyKey())}>
          调整余额
        </Button>
      )}
      {finance &&
        (player.locked ? (
          <Button
            icon={<UnlockOutlined />}
            onClick={() =>
              ask({
                title: `解锁 ${who}`,
                label: '解锁原因',
                okText: '解锁',
                required: '请填写解锁原因',
                description: '解锁后该玩家可以重新登录。',
                submit: (reason) => playersApi.unlock(player.id, reason),
                refresh,
              })
            }
          >
            解锁
          </Button>
        ) : (
          <Button
            danger
            icon={<LockOutlined />}
            onClick={() =>
              ask({
                title: `锁定 ${who}`,
                label: '锁定原因',
                okText: '锁定',
                danger: true,
                required: '请填写锁定原因',
                placeholder: '例如：疑似盗号，待核实',
                description: '锁定后该玩家无法登录，其登录和游戏会话立即全部结束；资金保持不动。',
                submit: (reason) => playersApi.lock(player.id, reason),
                refresh,
              })
            }
          >
            锁定
          </Button>
        ))}
      <Button
        icon={<LogoutOutlined />}
        onClick={() =>
          ask({
            title: `强制下线 ${who}`,
            label: '原因（选填）',
            okText: '强制下线',
            danger: true,
            description: '该玩家在所有设备上的登录和游戏会话立即结束，可以重新登录。',
            submit: (reason) => playersApi.signOut(player.id, reason),
            refresh,
          })
        }
      >
        强制下线
      </Button>
      {finance && (
        <Button
          icon={<TeamOutlined />}
          onClick={() =>
            ask(
              player.isagent
                ? {
                    title: `撤销 ${who} 的代理资格`,
                    label: '备注（选填）',
                    okText: '撤销代理',
                    danger: true,
                    submit: (note) => playersApi.revokeAgent(player.id, note),
                    refresh,
                  }
                : {
                    title: `将 ${who} 设为代理`,
                    label: '备注（选填）',
                    okText: '设为代理',
                    description: '如有待审核的代理申请，将一并标记为通过。',
                    submit: (note) => playersApi.makeAgent(player.id, note),
                    refresh,
                  },
            )
          }
        >
          {player.isagent ? '撤销代理' : '设为代理'}
        </Button>
      )}
      {reasonModal}
      {finance && (
        <AdjustModal
          player={player}
          open={adjustKey !== null}
          idempotencyKey={adjustKey ?? ''}
          onClose={() => setAdjustKey(null)}
          refresh={refresh}
        />
      )}
    </Space>
  );
}
