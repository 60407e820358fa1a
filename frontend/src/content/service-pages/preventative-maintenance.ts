import calendarIcon from '../images/icons/calendar.svg?raw';
import chartIcon from '../images/icons/chart.svg?raw';
import clockIcon from '../images/icons/clock.svg?raw';
import dollarIcon from '../images/icons/dollar.svg?raw';
import flagIcon from '../images/icons/flag.svg?raw';
import repairIcon from '../images/icons/repair.svg?raw';
import shieldIcon from '../images/icons/shield.svg?raw';
import starIcon from '../images/icons/star.svg?raw';
import ticketIcon from '../images/icons/ticket.svg?raw';
import maintenanceImage from '../images/illustrations/maintenance.svg?url';
import nationwideImage from '../images/illustrations/nationwide.svg?url';
import type { ServicePageContent } from './service-page-content';

export const preventativeMaintenance: ServicePageContent = {
  slug: 'preventative-maintenance',
  seo: {
    title: 'Preventative Maintenance & Break-Fix',
    description:
      'Scheduled preventative maintenance for networks, displays and audio, backed by rapid break-fix dispatch across the USA and Canada. Fewer outages, lower cost, longer equipment life.',
  },
  hero: {
    eyebrow: 'Preventative maintenance versus break-fix',
    title: 'Fix it before it breaks, and fast when it does',
    lead: 'Scheduled health visits catch failing fans, loose terminations and overheating screens before trading hours are lost. When something does fail, our break-fix dispatch gets a technician on site with the right part.',
    image: { src: maintenanceImage, alt: 'Equipment rack beside a maintenance clock and a wrench', width: 560, height: 420 },
    cta: 'Get Started',
    mailSubject: 'Preventative maintenance plan',
  },
  sections: [
    {
      kind: 'compare',
      id: 'compare',
      eyebrow: 'Two ways to run an estate',
      title: 'Preventative maintenance versus break-fix',
      lead: 'Most businesses start with break-fix because it looks cheaper. The numbers change once outages, rush shipping and overtime are counted.',
      columns: [
        {
          title: 'Break-fix only',
          tone: 'bad',
          points: [
            'You find out when a guest, cashier or nurse does',
            'Emergency call-out rates and rush-shipped parts',
            'Repeat failures because nobody looks for the cause',
            'Equipment replaced early after running hot for years',
          ],
        },
        {
          title: 'Preventative maintenance',
          tone: 'good',
          points: [
            'Visits booked around your quiet hours',
            'Parts ordered ahead and fitted during the visit',
            'Trends logged so recurring faults get a permanent fix',
            'Break-fix still included, at contract rates, when needed',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      eyebrow: 'Nine benefits',
      title: 'Why a maintenance plan pays for itself',
      lead: 'Select a card to read more.',
      cards: [
        { icon: clockIcon, title: 'More uptime', brief: 'Problems found on a schedule, not in the middle of a rush.', full: 'Our technicians test links, power, cooling and displays on every visit. Faults that would have caused an outage next month are fixed while the store is quiet.' },
        { icon: dollarIcon, title: 'Lower total cost', brief: 'Planned visits cost less than emergencies.', full: 'Planned labour is billed at contract rates and parts ship ground, not overnight. Customers typically spend less per site per year than they did on break-fix alone.' },
        { icon: shieldIcon, title: 'Longer equipment life', brief: 'Clean, cool hardware lasts longer.', full: 'Dust removal, airflow checks, firmware updates and reseated connections keep switches, players and amplifiers running well beyond their usual refresh cycle.' },
        { icon: calendarIcon, title: 'Predictable budgets', brief: 'One fee per site, agreed in advance.', full: 'A fixed maintenance fee per location turns surprise repair bills into a line item finance can plan for, with break-fix rates agreed up front.' },
        { icon: flagIcon, title: 'Early warnings', brief: 'Red flags reported the same day.', full: 'Anything that poses a safety or failure risk is raised as a red flag the same day, with photos and a recommended fix, so you decide before it becomes urgent.' },
        { icon: chartIcon, title: 'Data for decisions', brief: 'Every visit adds to the picture.', full: 'Visit reports feed a per-site history. Head office can see ageing hardware, recurring faults and which locations need investment first.' },
        { icon: ticketIcon, title: 'Fewer repeat tickets', brief: 'Root causes, not just symptoms.', full: 'Following ITIL problem management, recurring incidents are traced to a root cause and fixed permanently instead of being patched visit after visit.' },
        { icon: starIcon, title: 'Better guest experience', brief: 'Screens on, music playing, payments flowing.', full: 'Dark menu boards and silent speakers cost sales and trust. Maintained systems simply work when customers walk in.' },
        { icon: repairIcon, title: 'Faster break-fix', brief: 'Documented sites are quicker to repair.', full: 'Because we already know your site, its drawings and its spares, a break-fix technician arrives prepared and restores service faster.' },
      ],
    },
    {
      kind: 'carousel',
      id: 'visit',
      eyebrow: 'What a visit covers',
      title: 'Inside a maintenance visit',
      slides: [
        { icon: repairIcon, title: 'Network closet', text: 'Rack tidy, UPS test, fan and filter clean, port and link checks, firmware currency.' },
        { icon: starIcon, title: 'Displays and players', text: 'Brightness and colour check, mounting torque, player health, content sync test.' },
        { icon: clockIcon, title: 'Audio systems', text: 'Zone levels, amplifier temperatures, speaker integrity and paging tests.' },
        { icon: shieldIcon, title: 'Power and safety', text: 'Cable strain, trip hazards, overloaded outlets and blocked ventilation recorded and fixed.' },
        { icon: chartIcon, title: 'Report and rating', text: 'Photos, findings, actions taken and a 0-10 site rating uploaded the same day.' },
      ],
    },
    {
      kind: 'promo',
      id: 'nationwide',
      promo: {
        subHeading: 'Nationwide coverage',
        HighlightedHeadingBefore: 'One plan,',
        Heading: 'every location',
        Paragraph:
          'We schedule maintenance for single flagship sites and for estates of several hundred locations across the USA and Canada.\nBreak-fix dispatch runs 24/7/365 from the same support hub that holds your site history.',
        imgLink: nationwideImage,
        imgAlt: 'Map with a central support hub connected to sites nationwide',
        shiftRow: true,
        secondBtn: '/case-study/fast-food-and-hospitality',
      },
    },
  ],
};
