/** Numbers and days as the traffic report shows them: English, the same on every machine (no locale guessing). */
const COUNT = new Intl.NumberFormat('en-US');
const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const DAY_WITH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export const NO_RATE = '—';

export const formatCount = (value: number): string => COUNT.format(value);

/** A conversion rate (0..1) with one decimal, "—" when there is none (no visits). */
export const formatRate = (rate: number | null): string => (rate === null ? NO_RATE : PERCENT.format(rate));

/** leads / visits, or null with no visits (as the report's rows have it). */
export const conversionRate = (leads: number, visits: number): number | null => (visits > 0 ? leads / visits : null);

/** A report day (YYYY-MM-DD, a UTC day) as "Nov 25", or "Nov 25, 2026" with the year. */
export const formatDay = (day: string, withYear = false): string => (withYear ? DAY_WITH_YEAR : DAY).format(new Date(`${day}T00:00:00Z`));
