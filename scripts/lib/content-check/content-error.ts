/** One content problem: the file (POSIX, relative to the content root), a JSON pointer into it, what is wrong. */
export interface ContentError {
  file: string;
  pointer: string;
  message: string;
}

/** `<file>: <json pointer>: <message>`; the document root is shown as "(root)". */
export function formatContentError(error: ContentError): string {
  return `${error.file}: ${error.pointer === '' ? '(root)' : error.pointer}: ${error.message}`;
}
