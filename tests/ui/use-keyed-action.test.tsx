import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../src/api/api-error';
import { isIdempotencyKey } from '../../src/engine/idempotency-key';
import { useKeyedAction } from '../../src/ui/use-keyed-action';

const lost: ApiResult<string> = { ok: false, error: { kind: 'timeout', errorCode: 0 } };
const refused: ApiResult<string> = { ok: false, error: { kind: 'server', errorCode: 403, status: 400 } };
const done: ApiResult<string> = { ok: true, data: 'joined' };

function setUp(answers: ApiResult<string>[]) {
  const keys: string[] = [];
  const run = vi.fn((_id: number, key: string) => {
    keys.push(key);
    return Promise.resolve(answers.shift() ?? done);
  });
  const onDone = vi.fn();
  const hook = renderHook(() => useKeyedAction(run, onDone));
  return { hook, keys, onDone };
}

describe('useKeyedAction: one idempotency key per attempt', () => {
  it('keeps the key after a lost answer, so the retry cannot join twice; success ends the attempt', async () => {
    const { hook, keys, onDone } = setUp([lost, done, done]);
    await act(() => hook.result.current.act(8002));
    expect(hook.result.current.errorOf(8002)).toBeTruthy();
    await act(() => hook.result.current.act(8002));
    expect(onDone).toHaveBeenCalledWith(8002, 'joined');
    expect(hook.result.current.errorOf(8002)).toBeNull();
    await act(() => hook.result.current.act(8002));
    expect(keys.every((key) => isIdempotencyKey(key))).toBe(true);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('a refusal (400–405) ends the attempt: its text is the card’s, the next try is a new attempt', async () => {
    const { hook, keys, onDone } = setUp([refused, done]);
    await act(() => hook.result.current.act(8006));
    expect(hook.result.current.errorOf(8006)).toBeTruthy();
    expect(hook.result.current.errorOf(8002)).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
    await act(() => hook.result.current.act(8006));
    expect(keys[1]).not.toBe(keys[0]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('keys belong to their campaign', async () => {
    const { hook, keys } = setUp([lost, lost]);
    await act(() => hook.result.current.act(1));
    await act(() => hook.result.current.act(2));
    expect(keys[0]).not.toBe(keys[1]);
  });
});
