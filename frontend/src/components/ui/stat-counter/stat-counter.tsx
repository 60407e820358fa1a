/**
 * A statistic that counts up from 0 to its value the first time it scrolls into view (spec: animated
 * statistics). Screen readers get the final figure at once; under reduced motion, and before the
 * script runs (server render), the final figure shows without animation.
 */
import { useEffect, useRef, useState } from 'react';
import styles from './stat-counter.module.css';
import { defineIsland } from '@/components/islands/island';

export interface StatCounterProps {
  value: number;
  suffix?: string;
  label: string;
  /** Length of the count-up in ms. */
  durationMs?: number;
}

const easeOut = (t: number) => 1 - (1 - t) ** 3;

export function StatCounter({ value, suffix = '', label, durationMs = 1600 }: StatCounterProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(value);

  useEffect(() => {
    const node = ref.current;
    if (!node || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return undefined;
    setShown(0);
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const progress = Math.min(1, (now - start) / durationMs);
          setShown(Math.round(easeOut(progress) * value));
          if (progress < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.4 },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, durationMs]);

  const final = `${value}${suffix}`;
  return (
    <div ref={ref} className={styles.stat}>
      <p className={styles.value} style={{ minWidth: `${final.length}ch` }}>
        <span aria-hidden="true" data-testid="stat-shown">
          {shown}
          {suffix}
        </span>
        <span className="visually-hidden">{final}</span>
      </p>
      <p className={styles.label}>{label}</p>
    </div>
  );
}

export const StatCounterIsland = defineIsland('stat-counter', StatCounter, 'visible');
