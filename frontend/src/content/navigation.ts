import { paths } from '@/config/paths';
import { SERVICES } from './services';

export interface NavLink {
  label: string;
  to: string;
}

/** A header menu with a submenu. `to` is where a second tap goes on mobile (spec section 2). */
export interface NavMenu {
  id: 'services' | 'resources' | 'contact';
  label: string;
  to: string | null;
  items: NavLink[];
}

export const SERVICES_MENU: NavMenu = {
  id: 'services',
  label: 'Services',
  to: paths.services,
  items: [{ label: 'All services', to: paths.services }, ...SERVICES.map((service) => ({ label: service.menuLabel, to: service.path }))],
};

export const RESOURCES_MENU: NavMenu = {
  id: 'resources',
  label: 'Resources',
  to: paths.blog,
  items: [
    { label: 'Blogs', to: paths.blog },
    { label: 'Media', to: paths.media },
  ],
};

export const CONTACT_MENU: NavMenu = {
  id: 'contact',
  label: 'Contact',
  to: null,
  items: [
    { label: 'Contact USA', to: paths.contactUsa },
    { label: 'Contact Canada', to: paths.contactCanada },
    { label: 'Careers', to: paths.careers },
  ],
};

/** Header order: plain links and menus. */
export const HEADER_NAV: Array<NavLink | NavMenu> = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.about },
  SERVICES_MENU,
  { label: 'Clients', to: paths.clients },
  RESOURCES_MENU,
  CONTACT_MENU,
];

export const isMenu = (item: NavLink | NavMenu): item is NavMenu => 'items' in item;

export const FOOTER_QUICK_LINKS: NavLink[] = [
  { label: 'About', to: paths.about },
  { label: 'Services', to: paths.services },
  { label: 'Blogs', to: paths.blog },
  { label: 'Contact', to: paths.contactCanada },
  { label: 'Clients', to: paths.clients },
  { label: 'Careers', to: paths.careers },
  { label: 'Privacy statement', to: paths.privacy },
];
