import type { IncomingMessage } from 'node:http';

/**
 * A copy of a request body taken while it streams to the first instance, so a write whose
 * connection was never established can be sent to another instance. Only bodies up to `limit` bytes
 * are kept; a larger one (an upload) is dropped from memory at once and never sent twice.
 */
export class KeptBody {
  private chunks: Buffer[] = [];
  private bytes = 0;
  private overflowed = false;

  private constructor(
    private readonly req: IncomingMessage,
    private readonly limit: number,
  ) {}

  /**
   * Starts keeping the body of `req`; undefined when its declared length is over the limit. Call
   * right before piping the request: a 'data' listener and the pipe attached in the same tick both
   * see every chunk (the stream starts flowing on the next tick).
   */
  static keep(req: IncomingMessage, limit: number): KeptBody | undefined {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (limit <= 0 || declared > limit) return undefined;
    const body = new KeptBody(req, limit);
    req.on('data', body.record);
    return body;
  }

  private readonly record = (chunk: Buffer) => {
    this.bytes += chunk.length;
    if (this.bytes <= this.limit) {
      this.chunks.push(chunk);
      return;
    }
    this.overflowed = true;
    this.chunks = [];
    this.req.off('data', this.record);
  };

  /**
   * The whole body once the client has sent all of it; undefined when it was too large or the
   * client went away. The failed pipe paused the request, so it is resumed to read the rest.
   */
  whole(): Promise<Buffer | undefined> {
    if (this.overflowed) return Promise.resolve(undefined);
    if (this.req.readableEnded) return Promise.resolve(Buffer.concat(this.chunks));
    return new Promise((resolve) => {
      const settle = (complete: boolean) => {
        this.req.off('end', onEnd);
        this.req.off('close', onClose);
        resolve(complete && !this.overflowed ? Buffer.concat(this.chunks) : undefined);
      };
      const onEnd = () => settle(true);
      const onClose = () => settle(this.req.readableEnded);
      this.req.once('end', onEnd);
      this.req.once('close', onClose);
      this.req.resume();
    });
  }
}
