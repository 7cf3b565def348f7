import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api, query, type Paged, type RequestOptions } from '../../api/client';
import type { PlayerDetail } from '../../api/types';
import { beep } from '../../lib/beep';
import type { Conversation, PollAnswer, StateFilter, SupportMessage, Thread } from './types';

/** How often the queue and the menu's waiting count ask again. */
export const QUEUE_REFETCH_MS = 5_000;
/** The long poll's wait, in seconds (the server's most). */
export const POLL_WAIT_SECONDS = 25;
/** An operator's answer: 1–2,000 characters after trimming (SUPPORT_LIMITS.replyMax of @h5/shared). */
export const REPLY_MAX = 2000;
/** Queue page size; the waiting count reads the first 100 open ones (waiting ones come first). */
export const QUEUE_PER_PAGE = 20;
const WAITING_SAMPLE = 100;

export interface QueueFilter {
  state: StateFilter;
  page: number;
  per_page: number;
}

/** Characters as the server counts them (code points, not UTF-16 units). */
export const charCount = (text: string) => [...text].length;

/** The server's refusals of an answer, checked before sending (the server checks again, and says so if it refuses). */
export function replyProblem(text: string): string | null {
  const t = text.trim();
  if (t === '') return '请输入消息内容';
  if (charCount(t) > REPLY_MAX) return `回复不能超过${REPLY_MAX}个字`;
  return null;
}

export const supportApi = {
  conversations: (f: QueueFilter, options?: RequestOptions) =>
    api.get<Paged<Conversation>>(`/support/conversations${query({ ...f })}`, options),
  thread: (id: number, before?: number, options?: RequestOptions) =>
    api.get<Thread>(`/support/conversations/${id}${query({ before })}`, options),
  poll: (id: number, after: number, wait: number, options?: RequestOptions) =>
    api.get<PollAnswer>(`/support/conversations/${id}/messages${query({ after, wait })}`, options),
  reply: (id: number, content: string) => api.post<SupportMessage>(`/support/conversations/${id}/reply`, { content }),
  close: (id: number) => api.post<Thread>(`/support/conversations/${id}/close`),
};

/** Everything of the desk in the cache starts with this (invalidated after a reply or a close). */
export const SUPPORT_KEY = ['support'] as const;

/** The queue (asked again every 5 s; the first answer is the admin's doing, the refreshes the console's own). */
export function useConversations(filter: QueueFilter) {
  const client = useQueryClient();
  const key = [...SUPPORT_KEY, 'conversations', filter];
  return useQuery({
    queryKey: key,
    queryFn: () => supportApi.conversations(filter, { background: client.getQueryData(key) !== undefined }),
    refetchInterval: QUEUE_REFETCH_MS,
    placeholderData: (prev) => prev,
  });
}

let lastChime = 0;
/** The chime of a new player message, once per burst (the long poll and the waiting count may both hear one). */
export function chime() {
  const now = Date.now();
  if (now - lastChime < 6_000) return;
  lastChime = now;
  beep();
}

/**
 * How many open conversations wait for an answer (the menu's badge and the queue's), asked every 5 s in the
 * background; a chime when it grows. Counted from the first 100 open ones, which the server lists waiting first.
 */
export function useWaitingCount() {
  const q = useQuery({
    queryKey: [...SUPPORT_KEY, 'waiting'],
    queryFn: () =>
      supportApi
        .conversations({ state: 'open', page: 1, per_page: WAITING_SAMPLE }, { background: true })
        .then((p) => p.data.filter((c) => c.waiting).length),
    refetchInterval: QUEUE_REFETCH_MS,
    refetchIntervalInBackground: true,
  });
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (q.data === undefined) return;
    if (seen.current !== null && q.data > seen.current) chime();
    seen.current = q.data;
  }, [q.data]);
  return q.data ?? 0;
}

/** The player beside the conversation (GET /users/:id; the cashier's drawer reads the same key). */
export const usePlayer = (userId: number | null | undefined) =>
  useQuery({
    queryKey: ['player', userId],
    queryFn: () => api.get<PlayerDetail>(`/users/${userId}`),
    enabled: typeof userId === 'number',
  });
