import { ContactSection } from '@/features/forms/contact-section';

/** Contact (Canada), spec section 2: the Let's get in touch form, phone, mail, hours and the Canadian office. */
export function Component() {
  return (
    <ContactSection
      region="canada"
      heading="Contact us in Canada"
      intro="Planning a network refresh, a signage rollout or a site survey? Tell us about your locations and our Toronto team will get back to you within one business day."
    />
  );
}
