/**
 * The site server's memory over a soak run, sampled every few seconds (every 100 ms for the bench's
 * peak): RSS and its high-water mark from /proc/<pid>/status — VmHWM is the kernel's own high-water
 * mark of resident memory, exact even between samples; VmRSS sampled is the check on it — and the V8
 * heap from a Node diagnostic report the server writes when sent SIGUSR2 (`--report-on-signal`, set by
 * the soak in NODE_OPTIONS). A report takes a few ms of the server's time, once per sample; /proc costs
 * it nothing. Linux only: elsewhere every figure is null and the report says so.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface MemorySample {
  /** Seconds since the sampler started. */
  atSeconds: number;
  rssKiB: number | null;
  hwmKiB: number | null;
  /** V8 heap in use and reserved, KiB, from the diagnostic report; null when none arrived. */
  heapUsedKiB: number | null;
  heapTotalKiB: number | null;
}

/** The bench's figures: the highest the samples read (KiB; null when /proc could not be read). */
export interface MemoryPeak {
  hwmKiB: number | null;
  maxRssKiB: number | null;
  samples: number;
}

export function memoryPeak(samples: readonly MemorySample[]): MemoryPeak {
  const highest = (values: (number | null)[]) => {
    const read = values.filter((value) => value !== null);
    return read.length > 0 ? Math.max(...read) : null;
  };
  const hwmKiB = highest(samples.map((sample) => sample.hwmKiB));
  return { hwmKiB, maxRssKiB: highest(samples.map((sample) => sample.rssKiB)), samples: samples.length };
}

/** The KiB value of one `Name:   1234 kB` line of /proc/<pid>/status, or null. */
export function statusValueKiB(status: string, name: 'VmHWM' | 'VmRSS'): number | null {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'mu').exec(status);
  return match ? Number(match[1]) : null;
}

/** The folder the server writes its diagnostic reports to, and the NODE_OPTIONS that make it. */
export function reportOptions(): { dir: string; nodeOptions: string } {
  const dir = mkdtempSync(join(tmpdir(), 'soak-reports-'));
  return { dir, nodeOptions: `--report-on-signal --report-signal=SIGUSR2 --report-compact --report-directory=${dir}` };
}

/** The heap figures of a diagnostic report (process.report's JSON), in KiB. */
export function heapOfReport(report: string): { usedKiB: number; totalKiB: number } | null {
  try {
    const heap = (JSON.parse(report) as { javascriptHeap?: { usedMemory?: number; totalMemory?: number } })
      .javascriptHeap;
    if (typeof heap?.usedMemory !== 'number' || typeof heap.totalMemory !== 'number') return null;
    return { usedKiB: Math.round(heap.usedMemory / 1024), totalKiB: Math.round(heap.totalMemory / 1024) };
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks the server for a report and reads its heap, removing the file; null after 2 s without one. */
async function readHeap(pid: number, dir: string): Promise<{ usedKiB: number; totalKiB: number } | null> {
  try {
    process.kill(pid, 'SIGUSR2');
  } catch {
    return null;
  }
  for (let waited = 0; waited < 2000; waited += 50) {
    await sleep(50);
    const file = readdirSync(dir).find((name) => name.endsWith('.json'));
    if (!file) continue;
    // The file may still be being written: parse it only once it is complete JSON.
    const heap = heapOfReport(readFileSync(join(dir, file), 'utf8'));
    if (heap) {
      rmSync(join(dir, file));
      return heap;
    }
  }
  return null;
}

/** One sample; the heap only when the server writes its reports to `reportDir`. */
export async function sampleServerMemory(pid: number, reportDir?: string): Promise<MemorySample> {
  let status = '';
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    // Not Linux, or the process is gone.
  }
  const heap = reportDir !== undefined && existsSync(reportDir) ? await readHeap(pid, reportDir) : null;
  return {
    atSeconds: 0,
    rssKiB: statusValueKiB(status, 'VmRSS'),
    hwmKiB: statusValueKiB(status, 'VmHWM'),
    heapUsedKiB: heap?.usedKiB ?? null,
    heapTotalKiB: heap?.totalKiB ?? null,
  };
}

/** Samples every `intervalMs` until stopped; each sample is stamped with its time since start. */
export function startMemorySampler(pid: number, reportDir: string | undefined, intervalMs: number) {
  const started = performance.now();
  const samples: MemorySample[] = [];
  // Read through a function: the loop checks it after awaits, when stop() may have changed it.
  const state = { running: true };
  const running = () => state.running;
  /** One sample, stamped with its time since start once it is read. */
  const take = async () =>
    samples.push({
      ...(await sampleServerMemory(pid, reportDir)),
      atSeconds: Math.round((performance.now() - started) / 100) / 10,
    });
  const loop = (async () => {
    while (running()) {
      await take();
      const next = intervalMs - ((performance.now() - started) % intervalMs);
      for (let slept = 0; running() && slept < next; slept += 100) await sleep(Math.min(100, next - slept));
    }
  })();
  return {
    samples,
    /** Takes one last sample and stops. */
    async stop(): Promise<MemorySample[]> {
      state.running = false;
      await loop;
      await take();
      return samples;
    },
  };
}
