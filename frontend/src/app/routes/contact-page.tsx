import type { SeoProps } from '@/components/seo/seo';
import { ContactSection } from '@/features/forms/contact-section';

type Region = 'canada' | 'usa';

/** Spec section 2: the Let's get in touch form, phone, mail, hours and the office of each country. */
const CONTACT_PAGES: Record<Region, { path: string; heading: string; intro: string }> = {
  canada: {
    path: '/contact',
    heading: 'Contact us in Canada',
    intro:
      'Planning a network refresh, a signage rollout or a site survey? Tell us about your locations and our Toronto team will get back to you within one business day.',
  },
  usa: {
    path: '/contact-usa',
    heading: 'Contact us in the USA',
    intro:
      'From a single store to a nationwide rollout, our Portland office coordinates installs, moves, adds and changes across the United States. Send us a note and we will call you back.',
  },
};

/** A contact page's <head>: its heading, and the intro's first sentence as description. */
export const contactPageSeo = (region: Region): SeoProps => {
  const { path, heading, intro } = CONTACT_PAGES[region];
  return { title: heading, description: `${intro.split('. ')[0]}.`, canonical: path };
};

/** Contact (Canada) and Contact (USA). */
export function ContactPage({ region }: { region: Region }) {
  const { heading, intro } = CONTACT_PAGES[region];
  return <ContactSection region={region} heading={heading} intro={intro} />;
}
