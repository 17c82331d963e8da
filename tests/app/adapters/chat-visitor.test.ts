import { describe, expect, it } from 'vitest';
import { chatGroup } from '../../../src/app/adapters/chat-group';
import { chatVisitor } from '../../../src/app/adapters/chat-visitor';

describe('chatVisitor', () => {
  it('names a player by full name, else nickname, else user name, plus e-mail', () => {
    const all = { fullName: 'Anna Kovács', nickName: 'LuckyAnna', userName: 'anna', email: 'anna@example.com' };
    expect(chatVisitor(all, null)).toEqual({ name: 'Anna Kovács', email: 'anna@example.com' });
    expect(chatVisitor({ ...all, fullName: ' ' }, null)).toEqual({ name: 'LuckyAnna', email: 'anna@example.com' });
    expect(chatVisitor({ ...all, fullName: '', nickName: '' }, null)).toEqual({ name: 'anna', email: 'anna@example.com' });
  });

  it('prefers account details and falls back to the session player per field', () => {
    expect(chatVisitor({ nickName: 'Nick', email: '' }, { fullName: 'Full Name', email: 'p@example.com' })).toEqual({
      name: 'Full Name',
      email: 'p@example.com',
    });
    expect(chatVisitor(null, { userName: 'user1', email: 'u@example.com' })).toEqual({ name: 'user1', email: 'u@example.com' });
  });

  it('is anonymous for a visitor', () => {
    expect(chatVisitor(null, null)).toBeNull();
  });
});

describe('chatGroup', () => {
  it('is 1 for English, the default group otherwise', () => {
    expect(chatGroup('en')).toBe(1);
    expect(chatGroup('hu')).toBe(0);
    expect(chatGroup('sv')).toBe(0);
  });
});
