/**
 * CPU time and peak memory of a process from Linux's /proc (issue 31: every bench figure states
 * the client's CPU and the server's CPU per request). Linux only.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

/** Kernel clock ticks per second (`getconf CLK_TCK`, 100 on every Linux we run on). */
function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ticksPerSecond;
}

/** The fields of a /proc/<pid>/stat line after `comm` (which may hold spaces); index 0 is field 3 (`state`). */
function statFields(line: string): string[] {
  return line.slice(line.lastIndexOf(')') + 2).split(' ');
}

/** CPU seconds (user + system) a process has used so far; throws when it no longer exists. */
export function cpuSeconds(pid: number): number {
  const fields = statFields(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  return (Number(fields[11]) + Number(fields[12])) / clockTicks(); // utime, stime (fields 14, 15)
}

/** CPU seconds of the waited-for children recorded in a stat line (cutime + cstime, fields 16, 17). */
export function childrenCpuSeconds(statLine: string): number {
  const fields = statFields(statLine);
  return (Number(fields[13]) + Number(fields[14])) / clockTicks();
}

/** A /proc/<pid>/status memory field (VmHWM, VmRSS, …) in MB. */
export function statusMb(pid: number, field: string): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? NaN) / 1024;
}
