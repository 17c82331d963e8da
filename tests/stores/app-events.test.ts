import { describe, expect, it, vi } from 'vitest';
import { createAppEvents } from '../../src/stores/app-events';

describe('createAppEvents', () => {
  it('delivers payloads to the listeners of that event only, until unsubscribed', () => {
    const events = createAppEvents();
    const login = vi.fn();
    const registered = vi.fn();
    const off = events.on('LOGIN', login);
    events.on('REGISTERED', registered);
    events.emit('LOGIN', { playerId: '1' });
    off();
    events.emit('LOGIN', { playerId: '2' });
    expect(login).toHaveBeenCalledTimes(1);
    expect(login).toHaveBeenCalledWith({ playerId: '1' });
    expect(registered).not.toHaveBeenCalled();
  });

  it('a throwing listener does not stop the others', () => {
    const onError = vi.fn();
    const events = createAppEvents(onError);
    const second = vi.fn();
    events.on('LOGGED_OUT', () => {
      throw new Error('boom');
    });
    events.on('LOGGED_OUT', second);
    events.emit('LOGGED_OUT', {});
    expect(second).toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(expect.any(Error));
  });
});
