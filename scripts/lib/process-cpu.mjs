// @ts-check
// CPU time used by processes, from /proc (Linux), for the benchmarks that report a service's own
// CPU per request: unlike requests per second, it hardly moves with other work on the machine.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** `/proc/<pid>/stat`'s fields after "pid (comm) ", or undefined when the process is gone. */
function statFieldsOf(/** @type {number | string} */ pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ');
  } catch {
    return undefined;
  }
}

/** The process's CPU time so far (user + system), in ms, from /proc. @param {number} pid */
export function cpuMsOf(pid) {
  const fields = statFieldsOf(pid) ?? [];
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after "pid (comm) ".
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * The CPU time so far, in ms, of a PostgreSQL server's processes by pid: the postmaster named by
 * `postmaster.pid` in `dataDir` and its live children (the backends serving connections, the
 * background writer and the rest). `cpuMsSince` adds up what they used between two readings.
 * @param {string} dataDir
 * @returns {Map<number, number>}
 */
export function postgresCpuMs(dataDir) {
  const postmaster = Number(
    readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const byPid = new Map([[postmaster, cpuMsOf(postmaster)]]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFieldsOf(entry);
    // ppid is field 4 of stat, 2 after "pid (comm) ".
    if (fields !== undefined && Number(fields[1]) === postmaster) {
      byPid.set(Number(entry), ((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
    }
  }
  return byPid;
}

/**
 * CPU ms used between two readings of `postgresCpuMs`: by the processes alive at the second,
 * counting a process started in between from zero (one that exited in between is not counted).
 * @param {Map<number, number>} before @param {Map<number, number>} after
 */
export function cpuMsSince(before, after) {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
