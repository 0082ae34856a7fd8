import os from 'node:os';

/** What every part reports beside its figures: the figures only mean something for this machine. */
export function machine() {
  const cpus = os.cpus();
  return {
    cores: os.availableParallelism?.() ?? cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()}-${os.arch()}`,
    // Other work on the machine skews every figure: the 1-minute load average when the part started.
    loadAverage1m: Math.round(os.loadavg()[0]! * 100) / 100,
  };
}
