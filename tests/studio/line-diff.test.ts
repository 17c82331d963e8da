import { describe, expect, it } from 'vitest';
import { lineDiff } from '../../studio/src/line-diff';

describe('lineDiff', () => {
  it('marks removed and added lines, removed first, and keeps the lines around them', () => {
    const before = ['{', '  "a": 1,', '  "expect": {', '    "valid": true', '  }', '}'].join('\n');
    const after = ['{', '  "a": 1,', '  "expect": {', '    "valid": false,', '    "errors": []', '  }', '}'].join('\n');
    expect(lineDiff(before, after, 1)).toEqual([
      { kind: 'same', text: '  "expect": {' },
      { kind: 'removed', text: '    "valid": true' },
      { kind: 'added', text: '    "valid": false,' },
      { kind: 'added', text: '    "errors": []' },
      { kind: 'same', text: '  }' },
    ]);
  });

  it('is empty of changes for the same text', () => {
    expect(lineDiff('a\nb', 'a\nb').every((line) => line.kind === 'same')).toBe(true);
  });
});
