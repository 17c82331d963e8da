/** The chat's default group. */
export const DEFAULT_CHAT_GROUP = 0;
/** Spec 3 §6: English-speaking players are served by chat group 1. */
export const ENGLISH_CHAT_GROUP = 1;

export function chatGroup(language: string): number {
  return language === 'en' ? ENGLISH_CHAT_GROUP : DEFAULT_CHAT_GROUP;
}
