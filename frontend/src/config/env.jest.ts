export const env = { apiBase: 'http://localhost', siteUrl: 'http://localhost:8080', isProduction: false };
