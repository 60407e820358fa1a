import net from 'node:net';

export interface SlowClientResult {
  /** When the server closed the connection, in ms after the first byte; null if it never did. */
  closedAfterMs: number | null;
  /** Everything the server answered (e.g. `HTTP/1.1 408 Request Timeout`), often nothing. */
  reply: string;
}

export interface SlowClientOptions {
  /** Sent at once; then `drip` one byte every `intervalMs`, then nothing. */
  head: string;
  drip: string;
  intervalMs: number;
  /** Give up (and report null) after this long. */
  maxMs: number;
}

/**
 * A slowloris-style client on a raw socket: sends `head`, then drips `drip` byte by byte, and reports
 * when (and with what) the server cut it off.
 */
export function slowClient(url: string, options: SlowClientOptions): Promise<SlowClientResult> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    let sent = 0;
    let settled = false;
    const socket = net.connect({ host: hostname, port: Number(port) });
    const finish = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearInterval(dripper);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfterMs: closed ? Date.now() - started : null, reply: Buffer.concat(chunks).toString('latin1') });
    };
    const dripper = setInterval(() => {
      if (sent < options.drip.length && socket.writable) socket.write(options.drip[sent++]!);
    }, options.intervalMs);
    const giveUp = setTimeout(() => finish(false), options.maxMs);
    socket.on('connect', () => socket.write(options.head));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // Writing to a socket the server already closed fails with EPIPE/ECONNRESET: that is the cut-off.
    socket.on('error', () => finish(true));
    socket.on('close', () => finish(true));
  });
}
