/**
 * Data Center version numbers in the order the Version filter lists them: newest first, compared by
 * their dotted parts as numbers (a numeric collation), so 10.3 comes before 9.12 and 8.20 after 8.5.
 */

/** A comparator for Array.prototype.sort that puts the newest version first. */
export function compareVersionsNewestFirst(a: string, b: string): number {
  return b.localeCompare(a, 'en', { numeric: true });
}

/** The versions newest first, without repeats. */
export function versionsNewestFirst(versions: Iterable<string>): string[] {
  return [...new Set(versions)].sort(compareVersionsNewestFirst);
}
