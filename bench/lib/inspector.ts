/**
 * A minimal Chrome DevTools Protocol client for a Node process started with
 * --inspect: forces a full garbage collection and reads process.memoryUsage(),
 * so memory is compared after collection, not at whatever point of V8's
 * sawtooth a sample lands. Needs the WebSocket global (Node 20:
 * --experimental-websocket, which bench/start.mjs passes).
 */
export class Inspector {
  private nextId = 1;
  private readonly pending = new Map<number, (result: unknown) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
      if (message.id !== undefined) this.pending.get(message.id)?.(message.result);
    });
  }

  static available(): boolean {
    return typeof WebSocket === 'function';
  }

  static async connect(inspectPort: number, timeoutMs = 20_000): Promise<Inspector> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
        const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
        await new Promise((resolve, reject) => {
          socket.addEventListener('open', resolve);
          socket.addEventListener('error', reject);
        });
        return new Inspector(socket);
      } catch (err) {
        if (Date.now() > deadline) throw err;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  private send(method: string, params: Record<string, unknown> = {}): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  /** Full GC, then the process's memory (MiB). */
  async memoryAfterGc(): Promise<{ rssMiB: number; heapUsedMiB: number }> {
    await this.send('HeapProfiler.collectGarbage');
    const result = (await this.send('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true })) as {
      result: { value: string };
    };
    const usage = JSON.parse(result.result.value) as { rss: number; heapUsed: number };
    return { rssMiB: usage.rss / 2 ** 20, heapUsedMiB: usage.heapUsed / 2 ** 20 };
  }

  close(): void {
    this.socket.close();
  }
}
