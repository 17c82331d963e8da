import { describe, expect, it } from 'vitest';
import { nickname } from '../../../src/engine/formats/nickname';

describe('nickname format', () => {
  it('allows latin letters, digits and underscores only', () => {
    expect(nickname('Lucky_Player7')).toBe(true);
    expect(nickname('lucky player')).toBe(false);
    expect(nickname('árvíztűrő')).toBe(false);
    expect(nickname('a-b')).toBe(false);
    expect(nickname('')).toBe(false);
  });
});
