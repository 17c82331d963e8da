import { Profiler, type ReactNode } from 'react';
import { installRenderCounter } from '../../../scripts/bench/page/render-counter';
import type { RenderCounts } from '../../../scripts/bench/page/measure';

interface CounterHook {
  onCommitFiberRoot: (id: number, root: unknown) => void;
}

interface CounterWindow {
  __REACT_DEVTOOLS_GLOBAL_HOOK__?: CounterHook;
  __benchRenders?: RenderCounts;
}

export interface CommitCounter {
  /** wraps the tree whose commits are counted */
  wrap: (children: ReactNode) => ReactNode;
  /** what rendered since the last reset: commits, components that did work, form controls re-created */
  counts: () => RenderCounts;
  reset: () => void;
  /** removes the counter's globals */
  uninstall: () => void;
}

/** The React root a container element was created for (React keeps its HostRoot fiber on the element). */
function fiberRootOf(element: Element | null): unknown {
  for (let node = element; node; node = node.parentElement) {
    const key = Object.keys(node).find((name) => name.startsWith('__reactContainer$'));
    if (key) return (node as unknown as Record<string, { stateNode: unknown }>)[key]?.stateNode;
  }
  return undefined;
}

/**
 * Counts what React renders with the bench's own counter (scripts/bench/page/render-counter.ts,
 * the walk React DevTools does over each commit). In the bench it is React's DevTools hook; here
 * React is loaded before a test can install a hook, so a <Profiler> around the tree hands each of
 * its commits to the same walk (its onRender runs in the commit, once the new tree is current).
 */
export function commitCounter(): CommitCounter {
  const target = window as unknown as CounterWindow;
  installRenderCounter();
  const hook = target.__REACT_DEVTOOLS_GLOBAL_HOOK__;
  const counts = target.__benchRenders;
  if (!hook || !counts) throw new Error('render counter not installed');
  let anchor: HTMLElement | null = null;
  const onRender = () => {
    const root = fiberRootOf(anchor);
    if (root) hook.onCommitFiberRoot(1, root);
  };
  return {
    wrap: (children) => (
      <Profiler id="counted" onRender={onRender}>
        <span hidden ref={(element) => void (anchor = element)} />
        {children}
      </Profiler>
    ),
    counts: () => ({ ...counts }),
    reset: () => {
      counts.commits = 0;
      counts.componentRenders = 0;
      counts.fieldRenders = 0;
    },
    uninstall: () => {
      delete target.__REACT_DEVTOOLS_GLOBAL_HOOK__;
      delete target.__benchRenders;
    },
  };
}
