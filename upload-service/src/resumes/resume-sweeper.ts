import type { Logger } from '@site/service-kit';
import type { ResumesService } from './resumes-service';

/**
 * Runs the unattached-resume sweep every `intervalMs` (0: never). Several instances may run it at
 * once: the claim in the repository hands each resume to one of them. Answers a stop function.
 */
export function startResumeSweeper(options: { resumes: ResumesService; intervalMs: number; logger: Logger }): () => Promise<void> {
  if (options.intervalMs <= 0) return async () => undefined;
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = options.resumes
      .sweepUnattached()
      .catch((err: unknown) => options.logger.error({ err }, 'resume sweep failed'))
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
