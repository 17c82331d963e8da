/** In-page timing of the bench: mount to paint, keystroke processing, key to paint, blur to paint. */

export interface RenderCounts {
  fieldRenders: number;
  componentRenders: number;
  commits: number;
}

export interface KeystrokeSample {
  /** keydown → the input event and the microtasks it caused handled (ms): the script work of one keystroke */
  processing: number;
  /** keydown → the next frame painted after it (ms) */
  paint: number;
  fieldRenders: number;
  componentRenders: number;
}

export interface BlurSample {
  /** focusout → the next frame painted (validation and its error line included) (ms) */
  paint: number;
  fieldRenders: number;
  componentRenders: number;
}

export interface BenchState {
  mount?: { paint: number; fieldRenders: number; componentRenders: number; fields: number };
  keystrokes: KeystrokeSample[];
  blurs: BlurSample[];
  error?: string;
}

type Waiter = { kind: 'keystrokes' | 'blurs'; count: number; resolve: () => void };
const waiters = new Set<Waiter>();

/** Resolves once `count` samples of the kind are recorded: the driver waits without polling the page (polling would be work inside the measurement). */
export function waitForSamples(state: BenchState, kind: 'keystrokes' | 'blurs', count: number): Promise<void> {
  if (state[kind].length >= count) return Promise.resolve();
  return new Promise((resolve) => waiters.add({ kind, count, resolve }));
}

function recorded(state: BenchState): void {
  for (const waiter of waiters) {
    if (state[waiter.kind].length < waiter.count) continue;
    waiters.delete(waiter);
    waiter.resolve();
  }
}

function renderCounts(): RenderCounts {
  const counts = (window as unknown as { __benchRenders?: RenderCounts }).__benchRenders;
  return counts ?? { fieldRenders: 0, componentRenders: 0, commits: 0 };
}

function resetRenderCounts(): void {
  const counts = renderCounts();
  counts.fieldRenders = 0;
  counts.componentRenders = 0;
  counts.commits = 0;
}

/** Resolves after the next task that follows the current one (microtasks and React's sync work done). */
export function afterTask(): Promise<number> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve(performance.now());
    };
    channel.port2.postMessage(null);
  });
}

/** Resolves with the time once the microtasks queued so far (and the ones they queue) have run. */
export function afterMicrotasks(): Promise<number> {
  return new Promise((resolve) => queueMicrotask(() => queueMicrotask(() => queueMicrotask(() => resolve(performance.now())))));
}

/** Resolves with the time right after the next frame is produced (rAF, then the task after it). */
export function nextPaint(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(() => void afterTask().then(resolve)));
}

/** Mounts with `render` and reports the time to the first paint and what rendered. */
export async function measureMount(render: () => void, state: BenchState): Promise<void> {
  // the page's own first frames (style, layout of the empty document) are not the form's
  if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  await nextPaint();
  await nextPaint();
  resetRenderCounts();
  const start = performance.now();
  render();
  const end = await nextPaint();
  const counts = renderCounts();
  state.mount = {
    paint: end - start,
    fieldRenders: counts.fieldRenders,
    componentRenders: counts.componentRenders,
    fields: document.querySelectorAll('input, select, textarea').length,
  };
}

/**
 * Watches the player's keystrokes and blurs (real input events from the driver): a printable
 * key while `state` is recording keys becomes a KeystrokeSample, every focusout a BlurSample.
 */
export function watchInput(state: BenchState, mode: () => 'keys' | 'blur' | 'off'): void {
  let keyStart: number | undefined;
  window.addEventListener(
    'keydown',
    (event) => {
      if (mode() !== 'keys' || event.key.length !== 1) return;
      resetRenderCounts();
      keyStart = performance.now();
    },
    { capture: true },
  );
  window.addEventListener('input', () => {
    const start = keyStart;
    if (start === undefined) return;
    keyStart = undefined;
    // React handles a controlled input's change inside the event's dispatch (sync lane, passive
    // effects flushed with it); what it queued as microtasks runs before these two
    void afterMicrotasks().then(async (handled) => {
      const painted = await nextPaint();
      const counts = renderCounts();
      state.keystrokes.push({
        processing: handled - start,
        paint: painted - start,
        fieldRenders: counts.fieldRenders,
        componentRenders: counts.componentRenders,
      });
      recorded(state);
    });
  });
  window.addEventListener(
    'focusout',
    () => {
      if (mode() !== 'blur') return;
      resetRenderCounts();
      const start = performance.now();
      void nextPaint().then((painted) => {
        const counts = renderCounts();
        state.blurs.push({ paint: painted - start, fieldRenders: counts.fieldRenders, componentRenders: counts.componentRenders });
        recorded(state);
      });
    },
    { capture: true },
  );
}
