/** The identity fields a player record may carry (account details or the session's player). */
export interface PlayerIdentity {
  fullName?: string;
  nickName?: string;
  userName?: string;
  email?: string;
}

/** Who the live chat says it is talking to. */
export interface ChatVisitor {
  name: string;
  email: string;
}

function firstFilled(...values: (string | undefined)[]): string {
  return values.map((value) => value?.trim() ?? '').find((value) => value !== '') ?? '';
}

/**
 * Spec 3 §6: a logged-in player is named by full name, else nickname, else user name, plus
 * e-mail; account details win over the session's summary. Visitors are anonymous (null).
 */
export function chatVisitor(details: PlayerIdentity | null | undefined, player: PlayerIdentity | null | undefined): ChatVisitor | null {
  if (!details && !player) return null;
  const name = firstFilled(details?.fullName, player?.fullName) || firstFilled(details?.nickName, player?.nickName) || firstFilled(details?.userName, player?.userName);
  return { name, email: firstFilled(details?.email, player?.email) };
}
