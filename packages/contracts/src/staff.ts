/**
 * Staff roles and the one table of every staff route with the roles allowed on it. Every verifier
 * reads this table: service-kit's `requireStaff` (each service, by the matched route) and the
 * gateway's edge check (by path). Not in the product spec (one kind of admin there): see
 * docs/decisions/auth-gateway.md, "Staff roles".
 */
import { LIMITS } from './limits';

export const STAFF_ROLES = ['owner', 'editor', 'sales'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', editor: 'Editor', sales: 'Sales' };

export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: 'Everything, including the team and the activity log. Needs an authenticator app.',
  editor: 'Blogs, case studies, previews and images. No leads.',
  sales: 'Inbox, subscribers and CSV exports. No content changes.',
};

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

const ALL: readonly StaffRole[] = STAFF_ROLES;
const OWNER: readonly StaffRole[] = ['owner'];
const CONTENT: readonly StaffRole[] = ['owner', 'editor'];
const LEADS: readonly StaffRole[] = ['owner', 'sales'];

export type StaffService = 'content' | 'auth' | 'forms' | 'upload';

export interface StaffRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The Express path as the service registers it (`:name` is one path segment). */
  path: string;
  service: StaffService;
  roles: readonly StaffRole[];
  /**
   * Also open to a session that must set up its second factor first (an Owner without an
   * authenticator): its own account, and signing out. Every other route refuses such a session.
   */
  duringSetup?: true;
}

/** Every staff route of every service. A staff route missing here is refused to everyone (403). */
export const STAFF_ROUTES: readonly StaffRoute[] = [
  // content-service: blogs
  { method: 'GET', path: '/api/admin/blogs', service: 'content', roles: CONTENT },
  { method: 'GET', path: '/api/admin/blogs/:id', service: 'content', roles: CONTENT },
  { method: 'POST', path: '/api/admin/blogs/:id/publication', service: 'content', roles: CONTENT },
  { method: 'DELETE', path: '/api/admin/blogs/:id/changes', service: 'content', roles: CONTENT },
  { method: 'POST', path: '/blog', service: 'content', roles: CONTENT },
  { method: 'PUT', path: '/blog/:id', service: 'content', roles: CONTENT },
  { method: 'DELETE', path: '/blog/:id', service: 'content', roles: CONTENT },
  // content-service: case studies
  { method: 'GET', path: '/api/admin/caseStudies', service: 'content', roles: CONTENT },
  { method: 'GET', path: '/api/admin/caseStudies/:id', service: 'content', roles: CONTENT },
  { method: 'POST', path: '/api/admin/caseStudies/:id/publication', service: 'content', roles: CONTENT },
  { method: 'DELETE', path: '/api/admin/caseStudies/:id/changes', service: 'content', roles: CONTENT },
  { method: 'POST', path: '/api/caseStudies', service: 'content', roles: CONTENT },
  { method: 'PUT', path: '/api/caseStudies/:id', service: 'content', roles: CONTENT },
  { method: 'DELETE', path: '/api/caseStudies/:id', service: 'content', roles: CONTENT },
  // content-service: previews, dashboard counts, the content part of the activity log
  { method: 'POST', path: '/api/admin/preview-links', service: 'content', roles: CONTENT },
  { method: 'GET', path: '/api/admin/content/drafts-count', service: 'content', roles: CONTENT },
  { method: 'GET', path: '/api/admin/activity/content', service: 'content', roles: OWNER },
  // upload-service
  { method: 'POST', path: '/api/upload', service: 'upload', roles: CONTENT },
  { method: 'GET', path: '/api/admin/resumes/:key/link', service: 'upload', roles: LEADS },
  // forms-service: the inbox, subscribers, CSV, dashboard counts, the lead part of the activity log
  { method: 'GET', path: '/api/admin/stats', service: 'forms', roles: LEADS },
  { method: 'GET', path: '/api/admin/stats/traffic', service: 'forms', roles: LEADS },
  { method: 'GET', path: '/api/admin/submissions.csv', service: 'forms', roles: LEADS },
  { method: 'GET', path: '/api/admin/submissions', service: 'forms', roles: LEADS },
  { method: 'GET', path: '/api/admin/submissions/:id', service: 'forms', roles: LEADS },
  { method: 'GET', path: '/api/admin/submissions/:id/history', service: 'forms', roles: LEADS },
  { method: 'PUT', path: '/api/admin/submissions/:id/lead-status', service: 'forms', roles: LEADS },
  { method: 'POST', path: '/api/admin/submissions/:id/notes', service: 'forms', roles: LEADS },
  { method: 'POST', path: '/api/admin/submissions/:id/resend', service: 'forms', roles: LEADS },
  { method: 'POST', path: '/api/admin/submissions/:id/not-spam', service: 'forms', roles: LEADS },
  { method: 'DELETE', path: '/api/admin/submissions/:id', service: 'forms', roles: LEADS },
  { method: 'GET', path: '/api/admin/subscribers.csv', service: 'forms', roles: LEADS },
  { method: 'GET', path: '/api/admin/subscribers', service: 'forms', roles: LEADS },
  { method: 'GET', path: '/api/admin/activity/leads', service: 'forms', roles: OWNER },
  // auth-service: one's own sessions and account
  { method: 'POST', path: '/api/users/logout', service: 'auth', roles: ALL, duringSetup: true },
  { method: 'POST', path: '/api/users/logout-all', service: 'auth', roles: ALL, duringSetup: true },
  { method: 'GET', path: '/api/users/me', service: 'auth', roles: ALL, duringSetup: true },
  { method: 'POST', path: '/api/users/me/totp', service: 'auth', roles: ALL, duringSetup: true },
  { method: 'POST', path: '/api/users/me/totp/confirm', service: 'auth', roles: ALL, duringSetup: true },
  { method: 'DELETE', path: '/api/users/me/totp', service: 'auth', roles: ALL },
  { method: 'POST', path: '/api/users/me/recovery-codes', service: 'auth', roles: ALL },
  // auth-service: the team and the sign-in and team parts of the activity log
  { method: 'GET', path: '/api/admin/team', service: 'auth', roles: OWNER },
  { method: 'POST', path: '/api/admin/team/invitations', service: 'auth', roles: OWNER },
  { method: 'POST', path: '/api/admin/team/invitations/:id/resend', service: 'auth', roles: OWNER },
  { method: 'DELETE', path: '/api/admin/team/invitations/:id', service: 'auth', roles: OWNER },
  { method: 'PUT', path: '/api/admin/team/members/:id/role', service: 'auth', roles: OWNER },
  { method: 'DELETE', path: '/api/admin/team/members/:id/totp', service: 'auth', roles: OWNER },
  { method: 'DELETE', path: '/api/admin/team/members/:id', service: 'auth', roles: OWNER },
  { method: 'GET', path: '/api/admin/activity/sign-ins', service: 'auth', roles: OWNER },
  { method: 'GET', path: '/api/admin/activity/team', service: 'auth', roles: OWNER },
];

const segmentsOf = (path: string): string[] => path.split('/').slice(1);

const COMPILED = STAFF_ROUTES.map((route) => ({ route, segments: segmentsOf(route.path) }));

/**
 * The table row for a request, by method and path (HEAD counts as GET, as in Express); a `:name`
 * segment matches any one non-empty segment. Undefined when the call is not a staff route.
 */
export function matchStaffRoute(method: string, path: string): StaffRoute | undefined {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const segments = segmentsOf(path);
  return COMPILED.find(
    ({ route, segments: pattern }) =>
      route.method === verb &&
      pattern.length === segments.length &&
      pattern.every((part, i) => (part.startsWith(':') ? (segments[i] ?? '') !== '' : part === segments[i])),
  )?.route;
}

/** The row registered under exactly this method and Express path (what a service's guard sees). */
export const staffRouteOf = (method: string, routePath: string): StaffRoute | undefined => {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return STAFF_ROUTES.find((route) => route.method === verb && route.path === routePath);
};

/** The admin screens and who may open them: the navigation shows, and the guards let in, only these. */
export const STAFF_SCREENS = {
  dashboard: ALL,
  blogs: CONTENT,
  caseStudies: CONTENT,
  preview: CONTENT,
  inbox: LEADS,
  subscribers: LEADS,
  team: OWNER,
  activity: OWNER,
  account: ALL,
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffScreen = keyof typeof STAFF_SCREENS;

export const canOpenScreen = (role: StaffRole | undefined, screen: StaffScreen): boolean =>
  role !== undefined && (STAFF_SCREENS[screen] as readonly StaffRole[]).includes(role);

/** The reply of a staff route to a role the table does not allow. */
export const ROLE_REFUSED = {
  code: 'ROLE_NOT_ALLOWED',
  message: 'Your role does not allow this. Ask the site owner if you need it.',
} as const;

/** The reply of a staff route to an Owner who has not set up an authenticator yet. */
export const SETUP_REQUIRED = {
  code: 'SECOND_FACTOR_SETUP_REQUIRED',
  message: 'Set up your authenticator app first: the Owner account needs it.',
} as const;

/**
 * Staff passwords: 12 to 16 characters (the sign-in form takes at most 16, spec section 5) mixing
 * three of lower case, upper case, digits and symbols. auth-service also refuses well-known ones.
 */
export const MIN_STAFF_PASSWORD = 12;
export function staffPasswordProblem(password: string | undefined): string | undefined {
  if (!password) return 'is missing';
  if (password.length < MIN_STAFF_PASSWORD) return `must be at least ${MIN_STAFF_PASSWORD} characters`;
  if (password.length > LIMITS.loginPassword)
    return `must be at most ${LIMITS.loginPassword} characters (the sign-in form's limit)`;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (classes < 3) return 'must mix at least three of: lower case, upper case, digits, symbols';
  return undefined;
}


/** POST /api/users/login's 401 code when a second step is asked for (contracts auth SecondStepReply). */
export const SECOND_STEP_REQUIRED = 'SECOND_STEP_REQUIRED';
export type SecondStepMethod = 'totp' | 'email';
