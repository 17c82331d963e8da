// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { installRenderCounter, renderCounterScript } from '../../../scripts/bench/page/render-counter';

interface FakeFiber {
  tag: number;
  type: unknown;
  flags: number;
  child: FakeFiber | null;
  sibling: FakeFiber | null;
  alternate: FakeFiber | null;
  memoizedProps: unknown;
}

function fiber(tag: number, type: unknown, flags: number, memoizedProps: unknown, children: FakeFiber[] = []): FakeFiber {
  const node: FakeFiber = { tag, type, flags, child: children[0] ?? null, sibling: null, alternate: null, memoizedProps };
  children.forEach((child, index) => (child.sibling = children[index + 1] ?? null));
  return node;
}

interface Hook {
  supportsFiber: boolean;
  inject: (renderer: unknown) => number;
  onCommitFiberRoot: (id: number, root: { current: FakeFiber }) => void;
}

describe('the bench render counter', () => {
  it('installs a DevTools hook and counts rendered components and re-created form controls, skipping bailed-out subtrees', () => {
    // the init script is the function's own source with a no-op naming helper in front
    expect(renderCounterScript()).toContain('var __name = (target) => target;');
    expect(renderCounterScript()).toContain(installRenderCounter.toString());
    installRenderCounter();
    const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: Hook }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
    const counts = (window as unknown as { __benchRenders: { fieldRenders: number; componentRenders: number; commits: number } }).__benchRenders;
    expect(hook.supportsFiber).toBe(true);
    expect(hook.inject({})).toBe(1);

    // previous tree: root → form (function) → [field A (memo) → input, field B (memo) → input]
    const oldInputA = fiber(5, 'input', 0, { value: 'a' });
    const oldInputB = fiber(5, 'input', 0, { value: 'b' });
    const oldA = fiber(15, 'FieldA', 0, {}, [oldInputA]);
    const oldB = fiber(15, 'FieldB', 0, {}, [oldInputB]);
    const oldForm = fiber(0, 'Form', 0, {}, [oldA, oldB]);
    const oldRoot = fiber(3, null, 0, null, [oldForm]);

    // a keystroke in A: the form rendered, A rendered with a new input element, B bailed out (same child list)
    const newInputA = fiber(5, 'input', 0, { value: 'ab' });
    newInputA.alternate = oldInputA;
    const newA = fiber(15, 'FieldA', 1, {}, [newInputA]);
    newA.alternate = oldA;
    const newB = { ...oldB, flags: 0, alternate: oldB, sibling: null };
    newA.sibling = newB;
    const newForm = fiber(0, 'Form', 1, {}, []);
    newForm.child = newA;
    newForm.alternate = oldForm;
    const newRoot = fiber(3, null, 0, null, [newForm]);
    newRoot.alternate = oldRoot;

    hook.onCommitFiberRoot(1, { current: newRoot });
    expect(counts).toEqual({ fieldRenders: 1, componentRenders: 2, commits: 1 });
  });
});
