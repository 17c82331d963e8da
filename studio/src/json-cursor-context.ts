/** Where the cursor is in a (possibly unfinished) JSON text, for completion. */
export interface JsonCursorContext {
  /** keys from the root to the container the cursor is in; an array item is "[]" */
  path: string[];
  /** the cursor is where a property name goes (an object, before its ":") */
  isKey: boolean;
  /** the property whose value is at the cursor (for an array item: the array's property) */
  key?: string;
  /** the value at the cursor is an item of an array (of the property `key`) */
  inArray: boolean;
  /** the cursor is inside a string literal that starts at `from - 1` */
  inString: boolean;
  /** where the typed word starts (after the opening quote inside a string, else the cursor) */
  from: number;
  /** what is typed between `from` and the cursor */
  typed: string;
  /** where each open container starts (its "{" or "["), from the root's to the cursor's own */
  starts: number[];
}

interface Frame {
  kind: 'object' | 'array';
  /** the frame's name in its parent: a key, or "[]" for an array item */
  name: string;
  /** the parent property's key for an array item (an array of arrays keeps the outer key) */
  key: string | undefined;
  expectingKey: boolean;
  lastKey: string | undefined;
  start: number;
}

function unescape(raw: string): string {
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw;
  }
}

/**
 * Scans a JSON text up to the cursor and tells whether a property name or a value is being typed,
 * under which keys. Tolerates an unfinished text (the editor's text while a player of the studio
 * types), unterminated strings included; never throws.
 */
export function jsonCursorContext(text: string, position: number): JsonCursorContext {
  const stack: Frame[] = [];
  let index = 0;
  const end = Math.min(position, text.length);
  const keyOf = (frame: Frame | undefined) => (frame === undefined ? undefined : frame.kind === 'object' ? frame.lastKey : frame.key);
  while (index < end) {
    const char = text[index];
    if (char === '"') {
      const start = index + 1;
      let cursor = start;
      while (cursor < end && text[cursor] !== '"') cursor += text[cursor] === '\\' ? 2 : 1;
      if (cursor >= end) {
        const top = stack[stack.length - 1];
        const isKey = top?.kind === 'object' && top.expectingKey;
        const key = isKey ? undefined : keyOf(top);
        return { path: stack.slice(1).map((frame) => frame.name), isKey, ...(key === undefined ? {} : { key }), inArray: top?.kind === 'array', inString: true, from: start, typed: text.slice(start, end), starts: stack.map((frame) => frame.start) };
      }
      const top = stack[stack.length - 1];
      if (top?.kind === 'object' && top.expectingKey) top.lastKey = unescape(text.slice(start, cursor));
      index = cursor + 1;
      continue;
    }
    const top = stack[stack.length - 1];
    if (char === '{' || char === '[') {
      const name = top === undefined ? '' : top.kind === 'array' ? '[]' : (top.lastKey ?? '');
      stack.push({ kind: char === '{' ? 'object' : 'array', name, key: keyOf(top), expectingKey: char === '{', lastKey: undefined, start: index });
    } else if (char === '}' || char === ']') stack.pop();
    else if (char === ':' && top?.kind === 'object') top.expectingKey = false;
    else if (char === ',' && top?.kind === 'object') {
      top.expectingKey = true;
      top.lastKey = undefined;
    }
    index += 1;
  }
  const top = stack[stack.length - 1];
  const isKey = top?.kind === 'object' && top.expectingKey;
  const key = isKey ? undefined : keyOf(top);
  let from = end;
  while (from > 0 && /[\w$:.-]/.test(text[from - 1] ?? '')) from -= 1;
  return { path: stack.slice(1).map((frame) => frame.name), isKey, ...(key === undefined ? {} : { key }), inArray: top?.kind === 'array', inString: false, from, typed: text.slice(from, end), starts: stack.map((frame) => frame.start) };
}
