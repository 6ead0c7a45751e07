/**
 * CPU time of benchmarked processes, read from /proc (Linux): unlike wall-clock figures, a loaded
 * machine barely inflates it, so two servers measured one after the other can be compared by it.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** The fields of /proc/<pid>/stat after the command name, which is in parentheses and may hold spaces. */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    // The process has exited.
    return undefined;
  }
}

/** CPU seconds a process has used (user and system, all its threads). */
export function cpuSecondsOf(pid: number): number {
  const fields = statFields(pid);
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name and state.
  return fields ? (Number(fields[11]) + Number(fields[12])) / 100 : 0;
}

/**
 * CPU seconds used by a process and every process below it: `next start` serves from a child
 * process of its own.
 */
export function treeCpuSecondsOf(pid: number): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    // The parent pid is field 4 of the line, 2 after the name and state.
    const parent = Number(statFields(Number(name))?.[1]);
    if (!Number.isFinite(parent)) continue;
    children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
  }
  let seconds = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const next = pending.pop()!;
    seconds += cpuSecondsOf(next);
    pending.push(...(children.get(next) ?? []));
  }
  return seconds;
}
