import { post, useQuery, type ApiResponse } from '@h5/shared';
import type { AgentStatus as AgentStatusData } from '@h5/shared/types';

/** Our call: whether the player is an agent, and their application (state 0 none, 1 pending, 2 approved, 3 rejected). */
export type AgentStatus = AgentStatusData;

/** The same in this area's words: what the partner programme page shows. */
export interface PartnerStatus {
  isAgent: boolean;
  /** 0 never applied, 1 pending, 2 approved, 3 rejected */
  state: AgentStatus['state'];
  mobile: string;
  /** the reason the player gave, shown only as plain text */
  reason: string;
  appliedAt: string;
}

export const partnerStatusOf = (s: AgentStatus): PartnerStatus => ({
  isAgent: s.isagent === 1,
  state: s.state,
  mobile: s.mobile,
  reason: s.apply_info,
  appliedAt: s.created_at,
});

/** `POST /api/applyagentinfo`: what /applyagent shows instead of the form once the player applied (ours). */
export const postApplyAgentInfo = (signal?: AbortSignal) =>
  post<AgentStatus>('/api/applyagentinfo', {}, { silent: true, toastError: false, signal });

export const agentStatusKey = ['agent-status'] as const;

const readStatus = async (signal: AbortSignal): Promise<ApiResponse<PartnerStatus | null>> => {
  const answer = await postApplyAgentInfo(signal);
  return { ...answer, data: answer.data ? partnerStatusOf(answer.data) : null };
};

/** The player's standing in the partner programme; asks nothing for a visitor (`enabled` false). */
export const useAgentStatus = (enabled: boolean) => useQuery(agentStatusKey, readStatus, { enabled });
