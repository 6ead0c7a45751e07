/**
 * Fills `target` from an open file, starting at `position`, in reads of at most 64 MiB (one read
 * cannot take more than 2 GiB, and a file over that is read this way). Stops early only at the end
 * of the file; returns how many bytes it read, so the caller decides what a short file means.
 */
import type { FileHandle } from 'node:fs/promises';

const READ_PART_BYTES = 64 * 1024 * 1024;

export async function readInto(file: FileHandle, target: Uint8Array, position: number): Promise<number> {
  let done = 0;
  while (done < target.byteLength) {
    const length = Math.min(READ_PART_BYTES, target.byteLength - done);
    const { bytesRead } = await file.read(target, done, length, position + done);
    if (bytesRead === 0) break;
    done += bytesRead;
  }
  return done;
}
