import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '#app/lib/plugin';
import { conversationVersions, POLL_CHECK_MS } from './chat';
import { SupportNotifier } from './notifier';
import { createPollSlots, type PollSlots } from './poll-slots';

declare module 'fastify' {
  interface FastifyInstance {
    support: { notifier: SupportNotifier; pollCheckMs: number; activePolls: Map<string, number>; slots: PollSlots };
  }
}

/**
 * The built-in customer-service chat (chat.ts: senders, messages, long polls, the operators' side; poll-slots.ts: the
 * cap on open polls over every instance; page/: the chat page served at /support/; service-url.ts: what /kefu frames).
 * While polls wait, every `pollCheckMs` ONE query reads the versions of their conversations and wakes those written
 * through another instance. Open long polls end when the server closes.
 */
export default globalPlugin(
  async function support(app: FastifyInstance, opts: { pollCheckMs?: number }) {
    const notifier = new SupportNotifier();
    const pollCheckMs = opts.pollCheckMs ?? POLL_CHECK_MS;
    app.decorate('support', { notifier, pollCheckMs, activePolls: new Map(), slots: createPollSlots(app.db) });

    let checking = false;
    const check = async () => {
      const keys = notifier.waitingKeys();
      if (checking || keys.length === 0) return;
      checking = true;
      try {
        notifier.changed(await conversationVersions(app.db, keys));
      } catch (err) {
        app.log.warn({ err }, 'support poll check failed'); // the polls still end at their deadline
      } finally {
        checking = false;
      }
    };
    const timer = setInterval(() => void check(), pollCheckMs);
    timer.unref();
    app.addHook('preClose', async () => {
      clearInterval(timer);
      notifier.close();
    });
  },
  { dependencies: ['auth', 'siteSettingsPlugin'] },
);
