/** A member of a JSON object: its key, and its value when that is a string literal. */
export interface JsonObjectMember {
  key: string;
  value?: string;
}

function unescape(raw: string): string {
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw;
  }
}

/**
 * The members of the object whose "{" is at `start` in a (possibly unfinished) JSON text: its own
 * keys (not those of nested objects) with their string values. The member whose key the cursor
 * (`position`) is in is left out: that key is being typed. Never throws.
 */
export function jsonObjectMembers(text: string, start: number, position = -1): JsonObjectMember[] {
  const members: JsonObjectMember[] = [];
  if (text[start] !== '{') return members;
  let depth = 0;
  let expectingKey = true;
  let current: JsonObjectMember | undefined;
  let index = start;
  while (index < text.length) {
    const char = text[index];
    if (char === '"') {
      let cursor = index + 1;
      while (cursor < text.length && text[cursor] !== '"') cursor += text[cursor] === '\\' ? 2 : 1;
      const literal = unescape(text.slice(index + 1, cursor));
      if (depth === 1) {
        if (expectingKey) {
          const typing = position > index && position <= cursor;
          current = typing ? undefined : { key: literal };
          if (current) members.push(current);
        } else if (current && current.value === undefined) current.value = literal;
      }
      index = cursor + 1;
      continue;
    }
    if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') {
      depth -= 1;
      if (depth === 0) break;
    } else if (depth === 1 && char === ':') expectingKey = false;
    else if (depth === 1 && char === ',') {
      expectingKey = true;
      current = undefined;
    }
    index += 1;
  }
  return members;
}
