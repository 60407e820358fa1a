import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime';

export interface CaughtMail extends ParsedMail {
  envelopeTo: string[];
  /** The message as the server received it (headers and body, CRLF), for checkers that read mail themselves. */
  raw: string;
}

/** A real SMTP server (smtp-server) that keeps what it receives and can refuse on demand. */
export interface SmtpCatcher {
  url: string;
  mails: CaughtMail[];
  /** The next `count` recipients are refused, by default with a temporary 451. */
  refuse(count: number, code?: number): void;
  /** Delays accepting each message by `ms` (to catch a worker mid-job). */
  delay(ms: number): void;
  /**
   * Runs `hook` with each message after it is received and kept, before the server answers 250
   * (to act in the window between SMTP accepting a mail and the worker recording it); null clears it.
   */
  beforeAccept(hook: ((mail: CaughtMail) => Promise<void>) | null): void;
  connections: number;
  /** Errors of the server or its connections (a client killed mid-session resets its socket). */
  errors: Error[];
  waitFor(count: number, timeoutMs?: number): Promise<CaughtMail[]>;
  close(): Promise<void>;
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  let refusals = 0;
  let refusalCode = 451;
  let delayMs = 0;
  let acceptHook: ((mail: CaughtMail) => Promise<void>) | null = null;
  const catcher = { mails: [] as CaughtMail[], connections: 0, errors: [] as Error[] } as SmtpCatcher;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // close() otherwise keeps a 30 s timer alive for lingering clients.
    closeTimeout: 100,
    onConnect(_session, callback) {
      catcher.connections += 1;
      callback();
    },
    onRcptTo(_address, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        const text = refusalCode >= 500 ? 'No such mailbox' : 'Mailbox temporarily unavailable, try later';
        const err = Object.assign(new Error(text), { responseCode: refusalCode });
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const mail = { ...parseMail(raw), raw, envelopeTo: session.envelope.rcptTo.map((r) => r.address) };
          catcher.mails.push(mail);
          if (!acceptHook) return callback();
          acceptHook(mail).then(
            () => callback(),
            (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
          );
        }, delayMs);
      });
    },
  });
  // Kept for the test to assert on: an unhandled 'error' would fail the whole test file instead.
  server.on('error', (err: Error) => catcher.errors.push(err));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(catcher, {
    url: `smtp://127.0.0.1:${port}`,
    refuse(count: number, code = 451) {
      refusals = count;
      refusalCode = code;
    },
    delay(ms: number) {
      delayMs = ms;
    },
    beforeAccept(hook: ((mail: CaughtMail) => Promise<void>) | null) {
      acceptHook = hook;
    },
    async waitFor(count: number, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (catcher.mails.length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
      if (catcher.mails.length < count)
        throw new Error(`expected ${count} mails, got ${catcher.mails.length}`);
      return catcher.mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
