/** What the support desk reads from /admin/api/support (server/README.md, "Customer service"). */

export type ConversationState = 'open' | 'closed';
export type StateFilter = ConversationState | 'all';

/** One conversation of the queue (GET /support/conversations) or of a thread's head. */
export interface Conversation {
  id: number;
  /** a signed-in player's, or a visitor's (no account) */
  kind: 'player' | 'visitor';
  user_id: number | null;
  /** the player's username, or 访客 plus the first characters of the visitor's id */
  name: string;
  state: ConversationState;
  /** the sender wrote last: an answer is owed */
  waiting: boolean;
  last_message_at: string;
  created_at: string;
  /** '' while open */
  closed_at: string;
  /** the queue only: the last message's first 60 characters */
  last_message?: string;
  /** the queue only: how many messages it holds */
  messages?: number;
}

export type Sender = 'player' | 'visitor' | 'operator' | 'system';

export interface SupportMessage {
  id: number;
  sender: Sender;
  content: string;
  created_at: string;
  client_id?: string;
  /** the operator who wrote it ('' for the player's and the system's lines); absent in a reply's answer */
  operator?: string;
}

/** GET /support/conversations/:id?before= — 50 messages a page, oldest first. */
export interface Thread {
  conversation: Conversation;
  messages: SupportMessage[];
  has_more: boolean;
}

/** GET /support/conversations/:id/messages?after=&wait= — the long poll. */
export interface PollAnswer {
  state: ConversationState;
  messages: SupportMessage[];
}
