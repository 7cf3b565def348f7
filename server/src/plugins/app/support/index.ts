import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '#app/lib/plugin';
import { POLL_CHECK_MS } from './chat';
import { SupportNotifier } from './notifier';

declare module 'fastify' {
  interface FastifyInstance {
    support: { notifier: SupportNotifier; pollCheckMs: number; activePolls: Map<string, number> };
  }
}

/**
 * The built-in customer-service chat (chat.ts: senders, messages, long polls, the operators' side; page/: the chat page
 * served at /support/; service-url.ts: what /kefu frames). Open long polls end when the server closes.
 */
export default globalPlugin(async function support(app: FastifyInstance, opts: { pollCheckMs?: number }) {
  const notifier = new SupportNotifier();
  app.decorate('support', { notifier, pollCheckMs: opts.pollCheckMs ?? POLL_CHECK_MS, activePolls: new Map() });
  app.addHook('preClose', async () => notifier.close());
}, { dependencies: ['auth', 'siteSettingsPlugin'] });
