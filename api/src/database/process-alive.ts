import { readFileSync } from 'node:fs';

/**
 * Whether a process with this id is alive. Signal 0 checks existence; on Linux a zombie (exited,
 * not yet reaped, e.g. when its parent exited first) also exists, so its state is read as well.
 */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.charAt(0);
    return state !== 'Z';
  } catch {
    return true;
  }
}
