/**
 * Counts what React renders, through the DevTools hook React calls on every commit (also in its
 * production build). Installed by the bench driver before any script of the page runs
 * (`page.addInitScript({ content: renderCounterScript() })`), so it must stay self-contained: no imports, no
 * outer variables. Walks each committed tree the way React DevTools does: a subtree whose child
 * list is the one of the previous commit was not visited (bailed out) and rendered nothing.
 *
 * - `fieldRenders`: form controls (input, select, textarea) whose React element was re-created,
 *   i.e. field components that rendered (zero for uncontrolled inputs nobody re-renders);
 * - `componentRenders`: function, class, forwardRef and memo components that performed work.
 */
export function installRenderCounter(): void {
  interface Fiber {
    tag: number;
    type: unknown;
    flags: number;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
    memoizedProps: unknown;
  }
  const PERFORMED_WORK = 1;
  // FunctionComponent, ClassComponent, ForwardRef, MemoComponent, SimpleMemoComponent
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const HOST_COMPONENT = 5;
  const FIELD_TYPES = new Set(['input', 'select', 'textarea']);
  const counts = { fieldRenders: 0, componentRenders: 0, commits: 0 };

  const visit = (next: Fiber, previous: Fiber | null): void => {
    if (COMPONENT_TAGS.has(next.tag) && (previous === null || (next.flags & PERFORMED_WORK) === PERFORMED_WORK)) {
      counts.componentRenders += 1;
    }
    if (next.tag === HOST_COMPONENT && typeof next.type === 'string' && FIELD_TYPES.has(next.type)) {
      if (previous === null || next.memoizedProps !== previous.memoizedProps) counts.fieldRenders += 1;
    }
    if (previous !== null && next.child === previous.child) return;
    for (let child = next.child; child !== null; child = child.sibling) visit(child, child.alternate);
  };

  const hook = {
    supportsFiber: true,
    renderers: new Map<number, unknown>(),
    inject(renderer: unknown): number {
      const id = hook.renderers.size + 1;
      hook.renderers.set(id, renderer);
      return id;
    },
    checkDCE(): void {},
    onScheduleFiberRoot(): void {},
    onCommitFiberUnmount(): void {},
    onPostCommitFiberRoot(): void {},
    onCommitFiberRoot(_id: number, root: { current: Fiber }): void {
      counts.commits += 1;
      const current = root.current;
      const previous = current.alternate;
      // a root's first commit has no previous tree: everything in it mounted
      if (previous === null) {
        for (let child = current.child; child !== null; child = child.sibling) visit(child, null);
        return;
      }
      visit(current, previous);
    },
  };
  Object.assign(window, { __REACT_DEVTOOLS_GLOBAL_HOOK__: hook, __benchRenders: counts });
}

/**
 * The counter as an init script. Its source is the function's own text, so a transpiler that
 * wraps functions in a naming helper (tsx/esbuild `keepNames`: `__name(fn, "visit")`) gets a
 * no-op helper in the page.
 */
export function renderCounterScript(): string {
  return `var __name = (target) => target;\n(${installRenderCounter.toString()})();`;
}
