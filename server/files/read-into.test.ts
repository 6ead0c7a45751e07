import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readInto } from './read-into';

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'read-into-'));
  await writeFile(path.join(folder, 'file'), 'abcdefghij');
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('readInto', () => {
  it('fills the target from the position given and says how many bytes it read', async () => {
    // Arrange
    const file = await open(path.join(folder, 'file'), 'r');
    const target = Buffer.alloc(4);

    // Act
    const read = await readInto(file, target, 3).finally(() => file.close());

    // Assert
    expect(read).toBe(4);
    expect(target.toString()).toBe('defg');
  });

  it('stops at the end of the file and says how much it read, leaving the rest of the target as it was', async () => {
    // Arrange
    const file = await open(path.join(folder, 'file'), 'r');
    const target = Buffer.alloc(6, '.');

    // Act
    const read = await readInto(file, target, 7).finally(() => file.close());

    // Assert
    expect(read).toBe(3);
    expect(target.toString()).toBe('hij...');
  });
});
