import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeListStore } from '../../../src/stores/notice-list-store';
import { AutoHidingNotice } from '../../../src/ui/notices/auto-hiding-notice';
import { NoticeList } from '../../../src/ui/notices/notice-list';
import { NoticeListContext } from '../../../src/ui/notices/notice-list-context';
import { createTestI18n } from '../../renderer/helpers/create-test-i18n';

const HIDE_AFTER_MS = 5000;
const TEXT = 'Login failed. You have 4 attempts left before your account is frozen.';

function setup(message: string | null = TEXT, options: { language?: 'en' | 'hu' | 'sv' } = {}) {
  const notices = new NoticeListStore(() => new Date('2026-01-15T12:34:56Z'));
  let setMessage: (value: string | null) => void = () => undefined;
  function Harness() {
    const [current, set] = useState<string | null>(message);
    setMessage = set;
    return (
      <NoticeListContext.Provider value={notices}>
        <header>
          <NoticeList />
        </header>
        <input aria-label="a field" />
        <AutoHidingNotice message={current} hideAfterMs={HIDE_AFTER_MS} />
      </NoticeListContext.Provider>
    );
  }
  render(
    <I18nextProvider i18n={createTestI18n(options.language)}>
      <Harness />
    </I18nextProvider>,
  );
  return { notices, show: (value: string | null) => act(() => setMessage(value)) };
}

const notice = () => screen.queryByRole('alert');
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('AutoHidingNotice (WCAG 2.2.1: timing adjustable)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hides itself after the configured time', () => {
    setup();
    expect(notice()?.textContent).toContain(TEXT);
    advance(HIDE_AFTER_MS - 1);
    expect(notice()).not.toBeNull();
    advance(1);
    expect(notice()).toBeNull();
  });

  it('does not hide while the pointer is over it, and goes on with the time left after the pointer leaves', () => {
    setup();
    advance(3000);
    fireEvent.mouseEnter(notice()!);
    advance(60_000);
    expect(notice()).not.toBeNull();
    expect(notice()?.getAttribute('data-paused')).toBe('true');
    fireEvent.mouseLeave(notice()!);
    advance(HIDE_AFTER_MS - 3000 - 1);
    expect(notice()).not.toBeNull();
    advance(1);
    expect(notice()).toBeNull();
  });

  it('does not hide while focus is inside it, and resumes when focus leaves', () => {
    setup();
    const field = screen.getByRole('textbox', { name: 'a field' });
    advance(1000);
    const close = within(notice()!).getByRole('button', { name: 'Close the notice' });
    act(() => close.focus());
    advance(60_000);
    expect(notice()).not.toBeNull();
    act(() => field.focus());
    advance(HIDE_AFTER_MS - 1000 - 1);
    expect(notice()).not.toBeNull();
    advance(1);
    expect(notice()).toBeNull();
  });

  it('stays while hovered even when focus leaves, and while focused even when the pointer leaves', () => {
    setup();
    const field = screen.getByRole('textbox', { name: 'a field' });
    fireEvent.mouseEnter(notice()!);
    act(() => within(notice()!).getByRole('button').focus());
    act(() => field.focus());
    advance(60_000);
    expect(notice()).not.toBeNull();
    act(() => within(notice()!).getByRole('button').focus());
    fireEvent.mouseLeave(notice()!);
    advance(60_000);
    expect(notice()).not.toBeNull();
  });

  it('can be dismissed with its close button, which returns focus to where it came from', () => {
    setup();
    const field = screen.getByRole('textbox', { name: 'a field' });
    act(() => field.focus());
    const close = within(notice()!).getByRole('button', { name: 'Close the notice' });
    act(() => close.focus());
    fireEvent.click(close);
    expect(notice()).toBeNull();
    expect(document.activeElement).toBe(field);
  });

  it('keeps the hidden message readable in the notification list, with the time it was shown', () => {
    const { notices } = setup();
    advance(HIDE_AFTER_MS);
    expect(notice()).toBeNull();
    expect(notices.items.map((item) => item.text)).toEqual([TEXT]);
    const toggle = screen.getByRole('button', { name: 'Notifications 1 new' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('region', { name: 'Notifications' });
    const item = within(list).getByRole('listitem');
    expect(item.textContent).toContain(TEXT);
    expect(item.textContent).toContain('Error:');
    expect(item.querySelector('time')?.getAttribute('datetime')).toBe('2026-01-15T12:34:56.000Z');
    // opened: read
    expect(screen.getByRole('button', { name: 'Notifications' })).toBe(toggle);
    fireEvent.keyDown(list, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('lists a dismissed message too, and each new showing once', () => {
    const { notices, show } = setup();
    fireEvent.click(within(notice()!).getByRole('button', { name: 'Close the notice' }));
    show(null);
    show(TEXT);
    expect(notice()).not.toBeNull();
    show('Another problem.');
    expect(notices.items.map((item) => item.text)).toEqual(['Another problem.', TEXT, TEXT]);
  });

  it('shows the same text again with the whole time after the flow cleared it', () => {
    const { show } = setup();
    advance(HIDE_AFTER_MS);
    expect(notice()).toBeNull();
    show(null);
    show(TEXT);
    advance(HIDE_AFTER_MS - 1);
    expect(notice()).not.toBeNull();
    advance(1);
    expect(notice()).toBeNull();
  });

  it('is translated (Hungarian close label and list title)', () => {
    setup(TEXT, { language: 'hu' });
    expect(within(notice()!).getByRole('button', { name: 'Értesítés bezárása' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Értesítések/ })).toBeTruthy();
  });
});

describe('NoticeListStore', () => {
  it('keeps the newest first, at most the limit, and clears', () => {
    const store = new NoticeListStore(() => new Date(0), 2);
    store.add('a', 'error');
    store.add('b', 'success');
    store.add('c', 'error');
    expect(store.items.map((item) => item.text)).toEqual(['c', 'b']);
    expect(store.unread).toBe(2);
    store.markRead();
    expect(store.unread).toBe(0);
    store.clear();
    expect(store.items).toEqual([]);
  });
});
