// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createFrameSlot } from '../../src/bridge/frame-slot';
import { createIgnoredMessageLog, IGNORED_MESSAGES_ATTRIBUTE, IGNORED_MESSAGES_KEPT } from '../../src/bridge/ignored-message-log';

describe('createIgnoredMessageLog (the bridge shows what it dropped)', () => {
  it('lists each ignored message\'s reason on the attached element, newest last, at most the last few', () => {
    const log = createIgnoredMessageLog();
    const status = document.createElement('p');
    log.note('before any element');
    log.attach(status);
    expect(status.hasAttribute(IGNORED_MESSAGES_ATTRIBUTE)).toBe(false);
    log.note('source');
    log.note('origin');
    expect(status.getAttribute(IGNORED_MESSAGES_ATTRIBUTE)).toBe('source origin');
    for (let index = 0; index < IGNORED_MESSAGES_KEPT + 3; index += 1) log.note(`n${index}`);
    const kept = status.getAttribute(IGNORED_MESSAGES_ATTRIBUTE)?.split(' ') ?? [];
    expect(kept).toHaveLength(IGNORED_MESSAGES_KEPT);
    expect(kept.at(-1)).toBe(`n${IGNORED_MESSAGES_KEPT + 2}`);
  });

  it('a detached element keeps what it showed; a new element starts with an empty list', () => {
    const log = createIgnoredMessageLog();
    const first = document.createElement('p');
    log.attach(first);
    log.note('nonce');
    log.attach(null);
    log.note('payload');
    expect(first.getAttribute(IGNORED_MESSAGES_ATTRIBUTE)).toBe('nonce');
    const second = document.createElement('p');
    log.attach(second);
    log.note('source');
    expect(second.getAttribute(IGNORED_MESSAGES_ATTRIBUTE)).toBe('source');
  });

  it('a frame slot notes on its iframe', () => {
    const slot = createFrameSlot();
    const frame = document.createElement('iframe');
    slot.attach(frame);
    slot.noteIgnored?.('origin');
    expect(frame.getAttribute(IGNORED_MESSAGES_ATTRIBUTE)).toBe('origin');
  });
});
