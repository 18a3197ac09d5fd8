// How much of the machine other work used while the benchmark ran (Linux /proc), so a figure from a
// busy shared machine is recognisable as such.
import { readdirSync, readFileSync } from 'node:fs';

/** Busy and total CPU time of the whole machine, in clock ticks. */
function machineTicks() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** CPU ticks (user + system) of every living process descending from `rootPid`, by process. */
function treeTicks(rootPid) {
  const processes = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name "(…)": state(0) ppid(1) … utime(11) stime(12) … starttime(19).
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(Number(entry), {
        parent: Number(rest[1]),
        ticks: Number(rest[11]) + Number(rest[12]),
        key: `${entry}@${rest[19]}`,
      });
    } catch {
      // the process ended meanwhile
    }
  }
  const ours = new Map();
  for (const [pid, { ticks, key }] of processes) {
    for (let current = pid; current > 1; current = processes.get(current)?.parent ?? 0) {
      if (current === rootPid) {
        ours.set(key, ticks);
        break;
      }
    }
  }
  return ours;
}

/**
 * Starts watching; `stop()` gives the share of all cores (0-1) used by processes outside this
 * one's tree. The tree is sampled a few times a second: its processes (PostgreSQL backends,
 * Chromium's helpers) may end without being waited for by a process of the tree.
 */
export function otherCpuShare() {
  try {
    const machineBefore = machineTicks();
    const before = treeTicks(process.pid);
    const latest = new Map(before);
    const sample = () => {
      for (const [key, ticks] of treeTicks(process.pid)) latest.set(key, ticks);
    };
    const timer = setInterval(sample, 500);
    timer.unref();
    return () => {
      clearInterval(timer);
      sample();
      const machine = machineTicks();
      let ours = 0;
      for (const [key, ticks] of latest) ours += ticks - (before.get(key) ?? 0);
      const total = machine.total - machineBefore.total;
      const others = machine.busy - machineBefore.busy - ours;
      return total > 0 ? Math.max(0, others / total) : undefined;
    };
  } catch {
    return () => undefined;
  }
}
