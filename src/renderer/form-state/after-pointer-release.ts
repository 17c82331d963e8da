/**
 * Runs what a blur changes on screen only once the press that caused the blur is over.
 *
 * A player who clicks (or taps) the next control blurs the previous field in the mouse-down's
 * default action; if the blur then adds or removes an error line, everything below moves before
 * the mouse-up, mouse-down and mouse-up land on different elements and the browser sends no click
 * to either (issue 10: "Female" and the terms checkbox after a failed submit). So while a button or
 * finger is down, blur work waits and runs right after the release and its click. Touch goes the
 * same way: the browser's tap is a synthesised mouse-down, mouse-up and click.
 */
type Task = () => void;

let pressed = false;
let waiting: Task[] = [];
let listening = false;

function flush(): void {
  pressed = false;
  const tasks = waiting;
  waiting = [];
  for (const task of tasks) task();
}

/** After the release: the click the release produces is dispatched in the same task, so a timer runs after it. */
function release(): void {
  if (!pressed) return;
  setTimeout(flush, 0);
}

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  // capture: before any control's own handler and before the default action moves focus
  document.addEventListener('mousedown', () => void (pressed = true), true);
  document.addEventListener('mouseup', release, true);
  // a press that ends without a mouse-up here (dragged out, cancelled, the window lost focus, keys used) flushes too
  document.addEventListener('dragend', release, true);
  document.addEventListener('pointercancel', release, true);
  document.addEventListener('keydown', release, true);
  window.addEventListener('blur', release);
}

/** Runs `task` now, or after the current press and its click when a mouse button or finger is down. */
export function afterPointerRelease(task: Task): void {
  listen();
  if (pressed) waiting.push(task);
  else task();
}

/** Starts listening for presses (the first form that mounts); safe to call more than once. */
export function watchPointerPresses(): void {
  listen();
}
