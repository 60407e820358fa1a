/** Every number the product specification fixes (spec sections 5 and 9). */
export const LIMITS = {
  contactName: 36,
  contactEmail: 36,
  phone: 25,
  contactMessage: 350,
  newsletterEmail: 56,
  loginEmail: 36,
  loginPassword: 16,
  jobText: 36,
} as const;

export const MAX_RESUME_BYTES = 3 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.pdf', '.docx'] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const NEWS_PAGE_SIZE = 6;
export const NEWS_PAGINATION_BUTTONS = 3;
export const POPULAR_POSTS = 3;
export const BLOG_CONTENT_SLOTS = 10;
export const DEFAULT_BLOG_CATEGORY_ID = 1;
export const CASE_STUDY_SECTIONS = 9;
export const BANNER_MS = 3000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const STATISTICS = [
  { value: 9294, suffix: '+', label: 'Installations' },
  { value: 625, suffix: '+', label: 'Projects Done' },
  { value: 20, suffix: '+', label: 'Years Experience' },
  { value: 99, suffix: '%', label: 'Repeat Customers' },
] as const;

export const STORE_RATING_SCALE = { min: 0, max: 10 } as const;
