/** Where a JSON value sits in its text: `from`/`to` of the value, `keyFrom` of its member name. */
export interface JsonRange {
  from: number;
  to: number;
  keyFrom?: number;
}

const escapeSegment = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * Every JSON pointer of a text with its range, for putting the cursor on a pointer and
 * content-check errors on the text they name. Tolerant: stops quietly at the first syntax error
 * and returns what it has seen (an editor text is often half-typed).
 */
export function jsonPointerPositions(text: string): Map<string, JsonRange> {
  const ranges = new Map<string, JsonRange>();
  let index = 0;
  const space = () => {
    while (index < text.length && /\s/.test(text[index] ?? '')) index += 1;
  };
  const fail = (): never => {
    throw new SyntaxError('json');
  };
  const string = (): string => {
    if (text[index] !== '"') fail();
    const start = index;
    index += 1;
    while (index < text.length && text[index] !== '"') index += text[index] === '\\' ? 2 : 1;
    if (index >= text.length) fail();
    index += 1;
    return JSON.parse(text.slice(start, index)) as string;
  };
  const value = (pointer: string, keyFrom?: number): void => {
    space();
    const from = index;
    const char = text[index];
    if (char === '{') {
      index += 1;
      space();
      if (text[index] === '}') index += 1;
      else {
        for (;;) {
          space();
          const key = index;
          const name = string();
          space();
          if (text[index] !== ':') fail();
          index += 1;
          value(`${pointer}/${escapeSegment(name)}`, key);
          space();
          if (text[index] === ',') index += 1;
          else if (text[index] === '}') {
            index += 1;
            break;
          } else fail();
        }
      }
    } else if (char === '[') {
      index += 1;
      space();
      if (text[index] === ']') index += 1;
      else {
        for (let item = 0; ; item += 1) {
          value(`${pointer}/${item}`);
          space();
          if (text[index] === ',') index += 1;
          else if (text[index] === ']') {
            index += 1;
            break;
          } else fail();
        }
      }
    } else if (char === '"') string();
    else {
      const match = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(index, index + 400));
      if (!match) fail();
      index += match?.[0].length ?? 0;
    }
    ranges.set(pointer, { from, to: index, ...(keyFrom === undefined ? {} : { keyFrom }) });
  };
  try {
    value('');
  } catch {
    // a half-typed text: keep what was read
  }
  return ranges;
}

/** The range of the pointer, else of its nearest ancestor that exists in the text (the root at worst). */
export function nearestRange(ranges: ReadonlyMap<string, JsonRange>, pointer: string): JsonRange {
  for (let current = pointer; ; current = current.slice(0, current.lastIndexOf('/'))) {
    const range = ranges.get(current);
    if (range) return range;
    if (current === '') return { from: 0, to: 0 };
  }
}
