import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { chime, POLL_WAIT_SECONDS, SUPPORT_KEY, supportApi } from './api';
import type { Conversation, ConversationState, SupportMessage } from './types';

/** The live link's state, shown beside the conversation. */
export type LiveState = 'connecting' | 'live' | 'retrying' | 'stopped';

export interface ThreadState {
  id: number | null;
  conversation: Conversation | null;
  messages: SupportMessage[];
  hasMore: boolean;
  loading: boolean;
  loadingOlder: boolean;
  /** the first page's refusal (404 会话不存在, …) */
  error: string | null;
  live: LiveState;
  /** why the live link is retrying or stopped (the server's message) */
  liveError: string | null;
}

const fresh = (id: number | null): ThreadState => ({
  id,
  conversation: null,
  messages: [],
  hasMore: false,
  loading: id !== null,
  loadingOlder: false,
  error: null,
  live: 'connecting',
  liveError: null,
});

/** Messages by id, oldest first, each once (a reply comes back both from its POST and through the poll). */
export function mergeMessages(a: SupportMessage[], b: SupportMessage[]) {
  const byId = new Map<number, SupportMessage>();
  for (const m of a) byId.set(m.id, m);
  for (const m of b) byId.set(m.id, { ...byId.get(m.id), ...m });
  return [...byId.values()].sort((x, y) => x.id - y.id);
}

const fromSender = (m: SupportMessage) => m.sender === 'player' || m.sender === 'visitor';

function sleep(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        resolve();
      },
      { once: true },
    );
  });
}

/** Back-off after a failed poll: 2, 4, 8, 16, then every 30 s. */
const backoff = (failures: number) => Math.min(30_000, 1000 * 2 ** Math.min(failures, 5));

/**
 * One conversation, live: its newest 50 messages, older pages on demand (`before`), and a long poll
 * (`messages?after=<last id>&wait=25`) in a loop while it is shown — aborted when the desk switches to another one or
 * is left, backing off on errors, sent as the console's own (`background`) so it never keeps an idle session awake.
 * A new player message plays the chime.
 */
export function useThread(id: number | null) {
  const [state, setState] = useState<ThreadState>(() => fresh(id));
  const queryClient = useQueryClient();
  const lastId = useRef(0);

  useEffect(() => {
    setState(fresh(id));
    lastId.current = 0;
    if (id === null) return;
    const ctrl = new AbortController();
    const { signal } = ctrl;
    const setLive = (live: LiveState, liveError: string | null = null) =>
      setState((s) => (s.id === id && (s.live !== live || s.liveError !== liveError) ? { ...s, live, liveError } : s));

    void (async () => {
      try {
        const first = await supportApi.thread(id, undefined, { signal });
        if (signal.aborted) return;
        lastId.current = first.messages.reduce((max, m) => Math.max(max, m.id), 0);
        setState((s) => ({
          ...s,
          conversation: first.conversation,
          messages: first.messages,
          hasMore: first.has_more,
          loading: false,
          // the poll below is open from now on: it answers when something arrives
          live: 'live',
        }));
      } catch (e) {
        if (!signal.aborted) setState((s) => ({ ...s, loading: false, error: (e as Error).message, live: 'stopped' }));
        return;
      }

      let failures = 0;
      while (!signal.aborted) {
        const started = Date.now();
        try {
          const answer = await supportApi.poll(id, lastId.current, POLL_WAIT_SECONDS, { signal, background: true });
          if (signal.aborted) return;
          failures = 0;
          const newer = answer.messages.filter((m) => m.id > lastId.current);
          if (newer.length > 0) lastId.current = newer[newer.length - 1].id;
          if (newer.some(fromSender)) chime();
          setState((s) =>
            // nothing new (the usual answer after a quiet 25 s): the same state, so nothing renders again
            newer.length === 0 && s.live === 'live' && s.conversation?.state === answer.state
              ? s
              : {
                  ...s,
                  live: 'live',
                  liveError: null,
                  messages: newer.length ? mergeMessages(s.messages, newer) : s.messages,
                  conversation: s.conversation && withState(s.conversation, answer.state, newer),
                },
          );
          if (newer.length > 0) void queryClient.invalidateQueries({ queryKey: SUPPORT_KEY });
          // an empty answer sooner than the wait (a server that cannot wait): do not spin
          else if (Date.now() - started < 1000) await sleep(1000, signal);
        } catch (e) {
          if (signal.aborted) return;
          if (e instanceof ApiError && [401, 403, 404].includes(e.status)) {
            setLive('stopped', e.message);
            return;
          }
          failures += 1;
          setLive('retrying', (e as Error).message);
          await sleep(backoff(failures), signal);
        }
      }
    })();
    return () => ctrl.abort();
  }, [id, queryClient]);

  /** The page before the oldest shown message (`before`), put in front. */
  const loadOlder = useCallback(async () => {
    const current = state;
    if (current.id === null || current.loadingOlder || !current.hasMore || current.messages.length === 0) return;
    const forId = current.id;
    setState((s) => ({ ...s, loadingOlder: true }));
    try {
      const page = await supportApi.thread(forId, current.messages[0].id);
      setState((s) =>
        s.id === forId
          ? { ...s, messages: mergeMessages(page.messages, s.messages), hasMore: page.has_more, loadingOlder: false }
          : s,
      );
    } catch (e) {
      setState((s) => ({ ...s, loadingOlder: false }));
      throw e;
    }
  }, [state]);

  /** A message this desk wrote (the reply's answer) or a thread it changed (the close's answer), shown at once. */
  const applyReply = useCallback((forId: number, message: SupportMessage) => {
    setState((s) =>
      s.id === forId
        ? {
            ...s,
            messages: mergeMessages(s.messages, [message]),
            conversation: s.conversation && { ...s.conversation, waiting: false, last_message_at: message.created_at },
          }
        : s,
    );
  }, []);
  const applyThread = useCallback(
    (forId: number, thread: { conversation: Conversation; messages: SupportMessage[] }) => {
      setState((s) =>
        s.id === forId
          ? { ...s, conversation: thread.conversation, messages: mergeMessages(s.messages, thread.messages) }
          : s,
      );
    },
    [],
  );
  const markState = useCallback((forId: number, conversationState: ConversationState) => {
    setState((s) =>
      s.id === forId && s.conversation ? { ...s, conversation: { ...s.conversation, state: conversationState } } : s,
    );
  }, []);

  // the render between a switch and the effect's reset already shows the new conversation as loading
  const shown = state.id === id ? state : fresh(id);
  return { ...shown, loadOlder, applyReply, applyThread, markState };
}

/** The conversation after a poll: its state as the server says, waiting when the player wrote last. */
function withState(c: Conversation, state: ConversationState, newer: SupportMessage[]): Conversation {
  const last = newer[newer.length - 1];
  return {
    ...c,
    state,
    waiting: last ? fromSender(last) : c.waiting,
    last_message_at: last ? last.created_at : c.last_message_at,
    closed_at: state === 'open' ? '' : c.closed_at,
  };
}
