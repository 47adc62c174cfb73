/**
 * Event-loop stalls, measured by timer drift: a 10 ms interval notes how late it fires. Around each request
 * the runner resets it and, once the answer is in, lets one timers phase pass so a late tick is seen.
 * PGlite runs its queries on this thread, so a slow query shows up here as it would in the server.
 */
const TICK_MS = 10;

export class StallProbe {
  private last = performance.now();
  private worst = 0;
  private cpu = process.cpuUsage();
  private readonly timer: NodeJS.Timeout;

  constructor() {
    this.timer = setInterval(() => {
      const now = performance.now();
      this.worst = Math.max(this.worst, now - this.last - TICK_MS);
      this.last = now;
    }, TICK_MS);
    this.timer.unref();
  }

  reset(): void {
    this.last = performance.now();
    this.worst = 0;
    this.cpu = process.cpuUsage();
  }

  /**
   * The longest delay since reset(), in ms, after letting due timers run, and the CPU time the process
   * used meanwhile (all threads): a delay without the CPU time behind it is the machine, not this code.
   */
  async sinceReset(): Promise<{ lagMs: number; cpuMs: number }> {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const now = performance.now();
    const cpu = process.cpuUsage(this.cpu);
    return { lagMs: Math.max(this.worst, now - this.last - TICK_MS), cpuMs: (cpu.user + cpu.system) / 1000 };
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
