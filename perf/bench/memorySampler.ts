/**
 * Peak memory of a process, from /proc/<pid>/status every 100 ms: VmHWM is the kernel's own
 * high-water mark of resident memory (exact even between samples); VmRSS sampled is the check on it.
 * Linux only; elsewhere both stay null and the report says so.
 */
import { readFileSync } from 'node:fs';

export interface MemoryPeak {
  /** KiB; null when /proc could not be read. */
  hwmKiB: number | null;
  maxRssKiB: number | null;
  samples: number;
}

/** The KiB value of one `Name:   1234 kB` line of /proc/<pid>/status, or null. */
export function statusValueKiB(status: string, name: 'VmHWM' | 'VmRSS'): number | null {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'mu').exec(status);
  return match ? Number(match[1]) : null;
}

export function sampleMemory(pid: number, intervalMs = 100): { stop(): MemoryPeak } {
  const peak: MemoryPeak = { hwmKiB: null, maxRssKiB: null, samples: 0 };
  const read = () => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const hwm = statusValueKiB(status, 'VmHWM');
      const rss = statusValueKiB(status, 'VmRSS');
      if (hwm !== null) peak.hwmKiB = Math.max(peak.hwmKiB ?? 0, hwm);
      if (rss !== null) peak.maxRssKiB = Math.max(peak.maxRssKiB ?? 0, rss);
      peak.samples += 1;
    } catch {
      // The process is gone or this is not Linux: keep what was read.
    }
  };
  read();
  const timer = setInterval(read, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      read();
      return { ...peak };
    },
  };
}
