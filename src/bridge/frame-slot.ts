import { createIgnoredMessageLog } from './ignored-message-log';

/** Holds a visible provider iframe once React renders it, so the bridge can compare message sources with it. */
export interface FrameSlot {
  /** the iframe's ref callback */
  attach: (element: HTMLIFrameElement | null) => void;
  /** the frame's window, null before it renders or after it is gone */
  window: () => Window | null;
  /** notes a message the bridge ignored for this frame on the frame element (ignored-message-log.ts); createFrameSlot always has it */
  noteIgnored?: (reason: string) => void;
}

export function createFrameSlot(): FrameSlot {
  let frame: HTMLIFrameElement | null = null;
  const ignored = createIgnoredMessageLog();
  return {
    attach: (element) => {
      frame = element;
      ignored.attach(element);
    },
    window: () => frame?.contentWindow ?? null,
    noteIgnored: ignored.note,
  };
}
