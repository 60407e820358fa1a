/**
 * Seeded categories. Real ones come first so the editor's default category (1) is a real one;
 * `All` is the news filter's pseudo-category, hidden from the editor.
 */
export const SEED_CATEGORIES = ['Digital Signage', 'Networking', 'Audio Visual', 'Structured Cabling', 'Managed Services', 'All'] as const;
export type SeedCategory = (typeof SEED_CATEGORIES)[number];
