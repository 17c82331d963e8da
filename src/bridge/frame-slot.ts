/** Holds a visible provider iframe once React renders it, so the bridge can compare message sources with it. */
export interface FrameSlot {
  /** the iframe's ref callback */
  attach: (element: HTMLIFrameElement | null) => void;
  /** the frame's window, null before it renders or after it is gone */
  window: () => Window | null;
}

export function createFrameSlot(): FrameSlot {
  let frame: HTMLIFrameElement | null = null;
  return {
    attach: (element) => {
      frame = element;
    },
    window: () => frame?.contentWindow ?? null,
  };
}
