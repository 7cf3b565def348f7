import { useQuery } from '@tanstack/react-query';
import type { ProtectionChange, ProtectionState } from '@h5/shared/types';
import { api, query, requestEnvelope, type Paged } from '../../api/client';
import type {
  AdjustAnswer,
  Adjustment,
  AdjustmentState,
  AgentApplication,
  ApplicationState,
  LedgerLine,
  PlayerProfile,
  PlayerRow,
} from './types';

export const PLAYERS_KEY = ['players'] as const;
/** the cashier's order drawer and the support desk read the same answer under this key */
export const playerKey = (id: number) => ['player', id] as const;
export const ledgerKey = (id: number) => ['player-ledger', id] as const;
export const protectionKey = (id: number) => ['player-protection', id] as const;
export const ADJUSTMENTS_KEY = ['adjustments'] as const;
export const APPLICATIONS_KEY = ['agent-applications'] as const;

/**
 * Players' money and the review lists change under other admins' hands: opening a page always asks again (the
 * console's default keeps an answer 10 s, which showed a balance from before another admin's approval).
 */
const FRESH = { staleTime: 0 } as const;

/** How often the menu's count of pending adjustments is asked (in the background). */
export const ADJUSTMENTS_REFETCH_MS = 15_000;

export interface PageFilter {
  page: number;
  per_page: number;
}

export const usePlayers = (filter: PageFilter & { q?: string }) =>
  useQuery({
    queryKey: [...PLAYERS_KEY, filter],
    queryFn: () => api.get<Paged<PlayerRow>>(`/users${query({ ...filter })}`),
    placeholderData: (prev) => prev,
    ...FRESH,
  });

export const usePlayerProfile = (id: number) =>
  useQuery({ queryKey: playerKey(id), queryFn: () => api.get<PlayerProfile>(`/users/${id}`), ...FRESH });

export const useLedger = (id: number, filter: PageFilter) =>
  useQuery({
    queryKey: [...ledgerKey(id), filter],
    queryFn: () => api.get<Paged<LedgerLine>>(`/users/${id}/ledger${query({ ...filter })}`),
    placeholderData: (prev) => prev,
    ...FRESH,
  });

/** 理性娱乐 (issue 22): the player's limits, time-out or exclusion, and the paged history of every change (read only). */
export const useProtection = (id: number, filter: PageFilter) =>
  useQuery({
    queryKey: [...protectionKey(id), filter],
    queryFn: () =>
      api.get<ProtectionState & { history: Paged<ProtectionChange> }>(`/users/${id}/protection${query({ ...filter })}`),
    placeholderData: (prev) => prev,
    ...FRESH,
  });

/** The CSV of a player's newest 10,000 postings: a plain same-origin link, the session cookie goes with it. */
export const ledgerCsvUrl = (id: number) => `/admin/api/users/${id}/ledger.csv`;

export const useAdjustments = (filter: PageFilter & { state?: AdjustmentState }) =>
  useQuery({
    queryKey: [...ADJUSTMENTS_KEY, filter],
    queryFn: () => api.get<Paged<Adjustment>>(`/adjustments${query({ ...filter })}`),
    placeholderData: (prev) => prev,
    ...FRESH,
  });

/** The menu's count of adjustments waiting for a second finance admin. */
export const usePendingAdjustments = (enabled: boolean) =>
  useQuery({
    queryKey: [...ADJUSTMENTS_KEY, 'pending-count'],
    queryFn: () =>
      api
        .get<Paged<Adjustment>>(`/adjustments${query({ state: 'pending', page: 1, per_page: 1 })}`, {
          background: true,
        })
        .then((p) => p.total),
    refetchInterval: ADJUSTMENTS_REFETCH_MS,
    enabled,
  });

export const useAgentApplications = (filter: PageFilter & { state?: ApplicationState }) =>
  useQuery({
    queryKey: [...APPLICATIONS_KEY, filter],
    queryFn: () => api.get<Paged<AgentApplication>>(`/agent-applications${query({ ...filter })}`),
    placeholderData: (prev) => prev,
    ...FRESH,
  });

/** Answers the server's message: what the console shows after a change, as the server wrote it. */
const said = async (path: string, body: unknown, idempotencyKey?: string) =>
  (await requestEnvelope<unknown>('POST', path, body, { idempotencyKey })).message;

export const playersApi = {
  lock: (id: number, reason: string) => said(`/users/${id}/lock`, { reason }),
  unlock: (id: number, reason: string) => said(`/users/${id}/unlock`, { reason }),
  signOut: (id: number, reason: string) => said(`/users/${id}/signout`, reason ? { reason } : {}),
  /** a signed amount ("-100.50"); the key makes a retry of the same form replay the first answer */
  adjust: (id: number, body: { amount: string; reason: string }, idempotencyKey: string) =>
    requestEnvelope<AdjustAnswer>('POST', `/users/${id}/adjust`, body, { idempotencyKey }),
  makeAgent: (id: number, note: string) => said(`/users/${id}/agent`, { note }),
  revokeAgent: (id: number, note: string) => said(`/users/${id}/agent/revoke`, { note }),
  approveAdjustment: (id: number) => said(`/adjustments/${id}/approve`, {}),
  rejectAdjustment: (id: number, reason: string) => said(`/adjustments/${id}/reject`, { reason }),
  approveApplication: (id: number, note: string) => said(`/agent-applications/${id}/approve`, { note }),
  rejectApplication: (id: number, note: string) => said(`/agent-applications/${id}/reject`, { note }),
};

/** A fresh Idempotency-Key (crypto.getRandomValues works on a plain-http origin too, randomUUID does not). */
export function newIdempotencyKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `bo-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
