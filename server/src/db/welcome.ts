import type { Queryable } from './client';
import { notices } from './schema/index';
import { sanitizeRichText } from '#app/lib/rich-text';
import { WELCOME_MESSAGE } from './seed/content';

/** Every new player finds this message in their own inbox (消息中心 → 站内信), written with the account. */
export async function sendWelcomeMessage(q: Queryable, userId: number): Promise<void> {
  await q.insert(notices).values({
    kind: 'inbox',
    userId,
    title: WELCOME_MESSAGE.title,
    content: sanitizeRichText(WELCOME_MESSAGE.content),
  });
}
