import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api, query, type Paged, type RequestOptions } from '../../api/client';
import type { Deposit, OrderState, PlayerDetail, Withdrawal } from '../../api/types';
import { beep } from '../../lib/beep';

/** How often the queues ask again: new orders appear without a reload. */
export const QUEUE_REFETCH_MS = 5_000;

export type QueueKind = 'deposits' | 'withdrawals';
export type Order<K extends QueueKind> = K extends 'deposits' ? Deposit : Withdrawal;

export interface QueueFilter {
  state?: OrderState;
  page: number;
  per_page: number;
  /** an id or an exact username */
  player?: string;
  /** deposits: bank, usdt, wxpay, alipay, manual */
  paytype?: string;
  /** withdrawals: 1 bank card, 2 USDT */
  card_type?: number;
  amount_min?: string;
  amount_max?: string;
  /** Asia/Shanghai days, YYYY-MM-DD */
  from?: string;
  to?: string;
}

export const queueKey = (kind: QueueKind, filter?: QueueFilter) => (filter ? [kind, filter] : [kind]);

export const fetchQueue = <K extends QueueKind>(kind: K, f: QueueFilter, options?: RequestOptions) =>
  api.get<Paged<Order<K>>>(`/${kind}${query({ ...f })}`, options);

/**
 * One queue page, asked again every 5 s, except while `paused` (a cashier has an order's confirmation open: a refresh
 * would take the row, and the confirmation with it, away under their pointer if another cashier got there first; the
 * press then gets the server's answer, who handled it and when, instead of a confirmation that vanished).
 */
export function useQueue<K extends QueueKind>(kind: K, filter: QueueFilter, { paused = false } = {}) {
  const client = useQueryClient();
  const key = queueKey(kind, filter);
  return useQuery({
    queryKey: key,
    // the first answer is the admin's doing; the 5-second refreshes after it are the console's own
    queryFn: () => fetchQueue(kind, filter, { background: client.getQueryData(key) !== undefined }),
    refetchInterval: paused ? false : QUEUE_REFETCH_MS,
    placeholderData: (prev) => prev,
  });
}

/**
 * The number of orders waiting in a queue (the menu's badge), asked every 5 s; a chime when it grows (a new order
 * arrived). `enabled` is false for a role that may not review.
 */
export function usePendingCount(kind: QueueKind, enabled: boolean) {
  const q = useQuery({
    queryKey: [kind, 'pending-count'],
    queryFn: () => fetchQueue(kind, { state: 1, page: 1, per_page: 1 }, { background: true }).then((p) => p.total),
    refetchInterval: QUEUE_REFETCH_MS,
    refetchIntervalInBackground: true,
    enabled,
  });
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (q.data === undefined) return;
    if (seen.current !== null && q.data > seen.current) beep();
    seen.current = q.data;
  }, [q.data]);
  return q.data ?? 0;
}

export const usePlayer = (userId: number | undefined) =>
  useQuery({
    queryKey: ['player', userId],
    queryFn: () => api.get<PlayerDetail>(`/users/${userId}`),
    enabled: userId !== undefined,
  });

export const cashierApi = {
  confirmDeposit: (no: string) => api.post<unknown>(`/deposits/${encodeURIComponent(no)}/confirm`),
  rejectDeposit: (no: string, reason: string) =>
    api.post<unknown>(`/deposits/${encodeURIComponent(no)}/reject`, { reason }),
  approveWithdrawal: (no: string) => api.post<unknown>(`/withdrawals/${encodeURIComponent(no)}/approve`),
  rejectWithdrawal: (no: string, reason: string) =>
    api.post<unknown>(`/withdrawals/${encodeURIComponent(no)}/reject`, { reason }),
};
