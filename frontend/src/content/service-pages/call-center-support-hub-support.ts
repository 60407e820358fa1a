import calendarIcon from '../images/icons/calendar.svg?raw';
import chartIcon from '../images/icons/chart.svg?raw';
import clockIcon from '../images/icons/clock.svg?raw';
import globeIcon from '../images/icons/globe.svg?raw';
import headsetIcon from '../images/icons/headset.svg?raw';
import peopleIcon from '../images/icons/people.svg?raw';
import repairIcon from '../images/icons/repair.svg?raw';
import ticketIcon from '../images/icons/ticket.svg?raw';
import callCentreImage from '../images/illustrations/call-centre.svg?url';
import type { ServicePageContent } from './service-page-content';

export const callCenterSupportHub: ServicePageContent = {
  slug: 'call-center-support-hub-support',
  seo: {
    title: 'Call Centre Support Hub',
    description:
      'One number for every site: Northwire support agents log, triage and resolve tickets 24/7/365 and dispatch technicians when a remote fix is not enough.',
  },
  hero: {
    eyebrow: 'Call centre support hub',
    title: 'One number for every location, answered by people who know your sites',
    lead: 'Store managers should not have to know which vendor owns which box. Our support hub takes every technology call, logs it against the site, fixes what it can remotely and coordinates everything else.',
    image: { src: callCentreImage, alt: 'Three support agents with headsets resolving tickets', width: 560, height: 420 },
    cta: "Let's Connect",
    mailSubject: 'Call centre support hub',
  },
  sections: [
    {
      kind: 'highlights',
      id: 'at-a-glance',
      eyebrow: 'At a glance',
      title: 'A help desk built for multi-site operations',
      items: [
        { icon: clockIcon, title: '24/7/365', text: 'Phone, e-mail and portal support every hour of every day, including holidays.' },
        { icon: ticketIcon, title: 'ITIL-based', text: 'Incidents, requests, problems and changes handled to documented, measurable processes.' },
        { icon: globeIcon, title: 'USA and Canada', text: 'Agents familiar with both markets, carriers and time zones.' },
      ],
    },
    {
      kind: 'carousel',
      id: 'services',
      eyebrow: 'What the hub handles',
      title: 'Support hub services',
      slides: [
        { icon: headsetIcon, title: 'First-line support', text: 'Password resets, device restarts and guided fixes for store staff in plain language.' },
        { icon: repairIcon, title: 'Vendor coordination', text: 'We call the carrier, the POS provider or the content platform so your managers do not have to.' },
        { icon: peopleIcon, title: 'Technician dispatch', text: 'When a visit is needed, we book it, brief the technician and confirm the fix with the site.' },
        { icon: calendarIcon, title: 'Moves, adds and changes', text: 'Requests for new devices, relocations and configuration changes scheduled and tracked.' },
        { icon: chartIcon, title: 'Reporting', text: 'Ticket volumes, response and resolution times, and recurring issues by site and region.' },
      ],
    },
    {
      kind: 'cards',
      id: 'why',
      eyebrow: 'Why it works',
      title: 'Support that gets better every month',
      lead: 'Select a card to read more.',
      cards: [
        { icon: ticketIcon, title: 'Every call logged', brief: 'Nothing lost in a voicemail.', full: 'Each contact becomes a ticket against a site and a device, with priority set from agreed service levels and visible to your team in the portal.' },
        { icon: chartIcon, title: 'Problems, not just incidents', brief: 'Recurring issues get fixed for good.', full: 'When the same fault repeats, it is raised as a problem record with a root-cause analysis and a permanent fix proposal.' },
        { icon: peopleIcon, title: 'Knowledge that stays', brief: 'Runbooks for every site type.', full: 'Agents work from runbooks and site records that we keep current, so answers do not depend on who picks up the phone.' },
      ],
    },
    {
      kind: 'promo',
      id: 'cta',
      promo: {
        subHeading: 'One call does it',
        HighlightedHeadingBefore: 'Give your managers',
        Heading: 'their time back',
        Paragraph: 'We can take over first-line technology support for your estate within 30 days, starting with a pilot region if you prefer.',
        imgLink: callCentreImage,
        imgAlt: 'Support agents resolving tickets',
      },
    },
  ],
};
