import { post, useQuery } from '@h5/shared';

/** Our call: whether the player is an agent, and their application (state 0 none, 1 pending, 2 approved, 3 rejected). */
export interface AgentStatus {
  isagent: number;
  state: 0 | 1 | 2 | 3;
  mobile: string;
  apply_info: string;
  created_at: string;
  reviewed_at: string;
}

/** `POST /api/applyagentinfo`: what /applyagent shows instead of the form once the player applied (ours). */
export const postApplyAgentInfo = (signal?: AbortSignal) => post<AgentStatus>('/api/applyagentinfo', {}, { silent: true, toastError: false, signal });

export const agentStatusKey = ['agent-status'] as const;

/** The player's application; asks nothing for a visitor (`enabled` false). */
export const useAgentStatus = (enabled: boolean) => useQuery(agentStatusKey, postApplyAgentInfo, { enabled });
