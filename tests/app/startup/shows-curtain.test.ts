import { describe, expect, it } from 'vitest';
import { showsCurtain } from '../../../src/app/startup/shows-curtain';

describe('showsCurtain', () => {
  it.each(['/', '/hu', '/hu/', '/sv/', '/slot-games', '/hu/live-games', '/table-games/', '/group/slots', '/sv/group/live-blackjack'])(
    'shows on %s',
    (path) => expect(showsCurtain(path)).toBe(true),
  );

  it.each(['/support', '/hu/support', '/games', '/slot-games/book-of-ra', '/group', '/group/slots/extra', '/my/profile', '/groups/slots'])(
    'not on %s',
    (path) => expect(showsCurtain(path)).toBe(false),
  );
});
