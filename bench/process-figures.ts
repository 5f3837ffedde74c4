// What Linux's /proc says of another process: the benches that run the headless mode as its own
// process measure it there, so their own work (the service, the flood's sender) is not counted.

import { readFileSync } from 'node:fs';

/** Clock ticks a second of /proc/PID/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User + system CPU seconds of a process so far. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

/** Resident memory of a process now, in MB. */
export const rssMb = (pid: number): number => statusKb(pid, 'VmRSS') / 1024;

/** Peak resident memory of a process so far, in whole MB. */
export const peakRssMb = (pid: number): number => Math.round(statusKb(pid, 'VmHWM') / 1024);
