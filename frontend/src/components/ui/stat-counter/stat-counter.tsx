/**
 * A statistic (spec: animated statistics), rendered on the server with its final figure, which is
 * what shows without script and under reduced motion. enhance/stat-counter.ts (found by
 * `data-stat-counter`, figure in `data-value`, `data-suffix`, `data-duration`) counts the shown
 * figure up from 0 the first time it scrolls into view. Screen readers get the final figure only.
 */
import styles from './stat-counter.module.css';

export interface StatCounterProps {
  value: number;
  suffix?: string;
  label: string;
  /** Length of the count-up in ms. */
  durationMs?: number;
}

export function StatCounter({ value, suffix = '', label, durationMs = 1600 }: StatCounterProps) {
  const final = `${value}${suffix}`;
  return (
    <div className={styles.stat} data-stat-counter="" data-value={value} data-suffix={suffix} data-duration={durationMs}>
      {/* As wide as the final figure from the start, so counting up moves nothing. */}
      <p className={styles.value} style={{ minWidth: `${final.length}ch` }}>
        <span aria-hidden="true" data-stat-shown="" data-testid="stat-shown">
          {final}
        </span>
        <span className="visually-hidden">{final}</span>
      </p>
      <p className={styles.label}>{label}</p>
    </div>
  );
}
