import type { ReactElement } from 'react';
import { site } from '@/config/site';

const icon = (path: ReactElement) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="currentColor">
    {path}
  </svg>
);

/** Social profiles from the site configuration, each with an inline icon and an accessible name. */
export const SOCIAL_LINKS = [
  {
    name: 'LinkedIn',
    href: site.social.linkedin,
    icon: icon(<path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4v11H3zm7 0h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.6 4.77 6v5.45h-4v-4.83c0-1.15-.02-2.63-1.6-2.63-1.6 0-1.85 1.25-1.85 2.55v4.91h-4z" />),
  },
  {
    name: 'X',
    href: site.social.x,
    icon: icon(<path d="M17.5 3h3.2l-7 8 8.3 10h-6.5l-5-6.2L4.8 21H1.6l7.5-8.6L1.2 3h6.6l4.6 5.7zm-1.1 16.2h1.8L6.7 4.7H4.8z" />),
  },
  {
    name: 'Facebook',
    href: site.social.facebook,
    icon: icon(<path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.86.25-1.45 1.5-1.45h1.55V4.47A20 20 0 0 0 14.3 4.3c-2.2 0-3.75 1.35-3.75 3.8v2.4H8v3h2.55V21z" />),
  },
  {
    name: 'YouTube',
    href: site.social.youtube,
    icon: icon(<path d="M22.5 7.2a2.8 2.8 0 0 0-2-2C18.7 4.7 12 4.7 12 4.7s-6.7 0-8.5.5a2.8 2.8 0 0 0-2 2A29 29 0 0 0 1 12a29 29 0 0 0 .5 4.8 2.8 2.8 0 0 0 2 2c1.8.5 8.5.5 8.5.5s6.7 0 8.5-.5a2.8 2.8 0 0 0 2-2A29 29 0 0 0 23 12a29 29 0 0 0-.5-4.8zM9.8 15.1V8.9l5.6 3.1z" />),
  },
] as const;
