/** The only reader of import.meta.env. The API is same-origin unless VITE_API_BASE says otherwise. */
export const env = {
  apiBase: (import.meta.env.VITE_API_BASE as string | undefined) ?? '',
  siteUrl: (import.meta.env.VITE_SITE_URL as string | undefined) ?? 'http://localhost:8080',
  isProduction: import.meta.env.PROD,
};
