import { describe, expect, it } from 'vitest';
import { readAfterLoginIntent } from '../../../src/features/login/read-after-login-intent';

describe('readAfterLoginIntent', () => {
  it('reads nothing from an ordinary address', () => {
    expect(readAfterLoginIntent('?modal=login')).toEqual({ game: null, page: null, modal: null, authorizationToken: null });
  });

  it('reads game-after-login with its type, demo by default', () => {
    expect(readAfterLoginIntent('?game-after-login=starburst').game).toEqual({ game: 'starburst', type: 'demo' });
    expect(readAfterLoginIntent('?game-after-login=book-of-ra&type=real').game).toEqual({ game: 'book-of-ra', type: 'real' });
  });

  it('reads page-after-login, modal-after-login and authorizationToken', () => {
    expect(readAfterLoginIntent('?page-after-login=/my/profile&modal-after-login=deposit&authorizationToken=abc')).toEqual({
      game: null,
      page: '/my/profile',
      modal: 'deposit',
      authorizationToken: 'abc',
    });
  });

  it.each(['//evil.example', 'https://evil.example/', '/\\evil.example', 'my/profile', '/my profile'])(
    'ignores page-after-login %s (in-app paths only)',
    (page) => {
      expect(readAfterLoginIntent(`?page-after-login=${encodeURIComponent(page)}`).page).toBeNull();
    },
  );

  it('ignores malformed games, types, modals and empty tokens', () => {
    const intent = readAfterLoginIntent('?game-after-login=../x&modal-after-login=%3Cscript%3E&authorizationToken=');
    expect(intent).toEqual({ game: null, page: null, modal: null, authorizationToken: null });
    expect(readAfterLoginIntent('?game-after-login=x&type=../../').game).toEqual({ game: 'x', type: 'demo' });
  });
});
