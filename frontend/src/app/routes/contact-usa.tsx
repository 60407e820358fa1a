import { ContactSection } from '@/features/forms/contact-section';

/** Contact (USA), spec section 2: the contact form, phone, mail and the Portland office. */
export function Component() {
  return (
    <ContactSection
      region="usa"
      heading="Contact us in the USA"
      intro="From a single store to a nationwide rollout, our Portland office coordinates installs, moves, adds and changes across the United States. Send us a note and we will call you back."
    />
  );
}
