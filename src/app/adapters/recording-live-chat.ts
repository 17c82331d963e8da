import type { ChatVisitor } from './chat-visitor';
import type { LiveChatAdapter, LiveChatRecord } from './live-chat-adapter';

export interface RecordingLiveChat extends LiveChatAdapter {
  readonly records: readonly LiveChatRecord[];
}

/**
 * The offline live chat: no vendor widget, it records what it was given so tests (and support,
 * through window.__siteAdapters in mock mode) can see who the chat would have been opened for.
 */
export function createRecordingLiveChat(): RecordingLiveChat {
  const records: LiveChatRecord[] = [];
  let visitor: ChatVisitor | null = null;
  let group = 0;
  return {
    identify(next) {
      visitor = next;
      records.push({ action: 'identify', visitor: next });
    },
    setGroup(next) {
      group = next;
      records.push({ action: 'group', group: next });
    },
    open() {
      records.push({ action: 'open', visitor, group });
    },
    get records() {
      return records;
    },
  };
}
