/**
 * The first line of a saved file (the content snapshot, the search index): a JSON header naming
 * the file's format, then the payload. Each file has its own error class, so the reader passes how
 * to fail; the messages are the same for every file.
 */
export function readHeaderLine<T extends { format: unknown }>(
  bytes: Buffer,
  format: T['format'],
  fail: (reason: string) => Error,
): { header: Partial<T>; length: number } {
  const newline = bytes.indexOf(10);
  if (newline === -1) throw fail('no header line');
  let header: Partial<T>;
  try {
    header = JSON.parse(bytes.subarray(0, newline).toString('utf8')) as Partial<T>;
  } catch {
    throw fail('the header line is not JSON');
  }
  if (header.format !== format) throw fail(`unknown format ${JSON.stringify(header.format)}`);
  return { header, length: newline + 1 };
}
