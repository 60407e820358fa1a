/**
 * Counts each server-rendered statistic (components/ui/stat-counter, `[data-stat-counter]`) up from
 * 0 to its final figure the first time it scrolls into view. The final figure is in the HTML, and
 * stays as it is for visitors who prefer reduced motion.
 */

const easeOut = (t: number) => 1 - (1 - t) ** 3;

export function enhanceStatCounter(stat: HTMLElement): void {
  if (stat.hasAttribute('data-enhanced')) return;
  const shown = stat.querySelector<HTMLElement>('[data-stat-shown]');
  const value = Number(stat.dataset.value);
  if (!shown || !Number.isFinite(value)) return;
  stat.setAttribute('data-enhanced', '');
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;

  const suffix = stat.dataset.suffix ?? '';
  const durationMs = Number(stat.dataset.duration) || 1600;
  const show = (n: number) => (shown.textContent = `${n}${suffix}`);
  // The server's final figure stays until the count starts: a visitor who never scrolls there, or
  // reads it before the script, sees the real number, never a 0.
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      show(0);
      const start = performance.now();
      const tick = (now: number) => {
        const progress = Math.min(1, (now - start) / durationMs);
        show(Math.round(easeOut(progress) * value));
        if (progress < 1) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    { threshold: 0.4 },
  );
  observer.observe(stat);
}

export function enhanceStatCounters(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('[data-stat-counter]').forEach(enhanceStatCounter);
}

enhanceStatCounters();
