/**
 * Replaces a file so that a crash leaves either the old file or the new one, never half of one: the
 * bytes go to a temporary file beside it, which is fsynced and renamed over the old one, and then the
 * directory is fsynced so the rename itself survives a power cut. Used by the saved content
 * (server/content/persisted-content.ts) and the saved search index (server/search/index-file.ts).
 */
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** `parts` may reuse one buffer: each is written before the next is asked for. */
export async function writeFileDurably(file: string, parts: Iterable<string | Uint8Array>): Promise<void> {
  const directory = path.dirname(file);
  await mkdir(directory, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    const handle = await open(temporary, 'w', 0o600);
    try {
      // writeFile goes on from the current position and loops until every byte is written.
      for (const part of parts) await handle.writeFile(part);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  const dir = await open(directory, 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}
