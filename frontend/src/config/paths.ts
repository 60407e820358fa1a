/** The route table of spec section 2, typed. */
export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  clients: '/client',
  contactCanada: '/contact',
  contactUsa: '/contact-usa',
  careers: '/careers',
  media: '/media',
  blog: '/blog',
  article: (slug: string) => `/blogs/${slug}`,
  caseStudies: '/casestudy',
  caseStudy: (id: string) => `/casestudy/${id}`,
  privacy: '/privacy-statment',
  login: '/login',
  loginForgot: '/login/forgot',
  loginReset: '/login/reset',
  loginInvitation: '/login/invitation',
  admin: '/admin',
  adminBlogs: '/admin/blogs',
  adminCaseStudies: '/admin/casestudy',
  adminCaseStudyEdit: (id: string) => `/admin/casestudy/${id}/edit`,
  adminPreview: (kind: 'blog' | 'casestudy', id: string) => `/admin/preview/${kind}/${id}`,
  sharedPreview: (token: string) => `/preview/${token}`,
  adminInbox: '/admin/inbox',
  adminSubscribers: '/admin/subscribers',
  adminTeam: '/admin/team',
  adminActivity: '/admin/activity',
  adminAccount: '/admin/account',
} as const;

export const SERVICE_PAGE_SLUGS = [
  'preventative-maintenance',
  'digital-signage-solution',
  'everything-audio',
  'network-design',
  'structured-wiring-perfected',
  'logistics-procurement',
  'environment-surveys',
  'remote-monitoring-support',
  'call-center-support-hub-support',
  'novastar-certified-engineers',
] as const;
export type ServicePageSlug = (typeof SERVICE_PAGE_SLUGS)[number];

export const STATIC_CASE_STUDY_SLUGS = [
  'fast-food-and-hospitality',
  'comprehensive-structured-cabling',
  'commercial-specialized-sectors',
  'education-finance-health-care',
  'commercial-and-large-scale',
  'grocery',
] as const;
export type StaticCaseStudySlug = (typeof STATIC_CASE_STUDY_SLUGS)[number];
