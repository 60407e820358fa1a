import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../logger';

export interface CapturedLogger {
  logger: Logger;
  /** Every line written so far, parsed. */
  lines(): Array<Record<string, unknown>>;
}

/** A service logger whose JSON lines are kept in memory, so a test can assert what was logged. */
export function captureLogger(service: string, level = 'info'): CapturedLogger {
  const written: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      written.push(chunk.toString());
      done();
    },
  });
  return {
    logger: createLogger(service, level, stream),
    lines: () =>
      written
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
