import { post } from '@h5/shared';
import type { AgentStatus as AgentStatusData } from '@h5/shared/types';

/** Our call: whether the player is an agent, and their application (state 0 none, 1 pending, 2 approved, 3 rejected). */
export type AgentStatus = AgentStatusData;

/** `POST /api/applyagentinfo`: what /applyagent shows instead of the form once the player applied (ours). */
export const postApplyAgentInfo = () => post<AgentStatus>('/api/applyagentinfo', {}, { silent: true, toastError: false });
