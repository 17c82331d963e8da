import type { ChatVisitor } from './chat-visitor';

/**
 * The live chat as the site uses it; a vendor's widget implements this behind its SDK, the
 * site never calls the SDK itself.
 */
export interface LiveChatAdapter {
  /** the logged-in player, or null for an anonymous visitor */
  identify(visitor: ChatVisitor | null): void;
  setGroup(group: number): void;
  open(): void;
}

export type LiveChatRecord =
  | { action: 'identify'; visitor: ChatVisitor | null }
  | { action: 'group'; group: number }
  | { action: 'open'; visitor: ChatVisitor | null; group: number };
