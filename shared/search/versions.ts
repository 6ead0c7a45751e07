/**
 * Data Center version numbers in the order the Version filter lists them: newest first, compared by
 * their dotted parts as numbers, so 10.3 comes before 9.12 and 8.20 after 8.5.
 */
function parts(version: string): number[] {
  return version.split('.').map((part) => {
    const number = Number.parseInt(part, 10);
    return Number.isNaN(number) ? -1 : number;
  });
}

/** A comparator for Array.prototype.sort that puts the newest version first. */
export function compareVersionsNewestFirst(a: string, b: string): number {
  const left = parts(a);
  const right = parts(b);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (right[index] ?? 0) - (left[index] ?? 0);
    if (difference !== 0) return difference;
  }
  // Equal numbers written differently (8.20 and 8.20.0): keep a stable, readable order.
  return a.localeCompare(b, 'en');
}

/** The versions newest first, without repeats. */
export function versionsNewestFirst(versions: Iterable<string>): string[] {
  return [...new Set(versions)].sort(compareVersionsNewestFirst);
}
