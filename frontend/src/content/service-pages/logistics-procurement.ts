import boxIcon from '../images/icons/box.svg?raw';
import cartIcon from '../images/icons/cart.svg?raw';
import logisticsIcon from '../images/icons/logistics.svg?raw';
import mapIcon from '../images/icons/map.svg?raw';
import ticketIcon from '../images/icons/ticket.svg?raw';
import warehouseIcon from '../images/icons/warehouse.svg?raw';
import logisticsImage from '../images/illustrations/logistics.svg?url';
import type { ServicePageContent } from './service-page-content';

export const logisticsProcurement: ServicePageContent = {
  slug: 'logistics-procurement',
  seo: {
    title: 'Logistics, Procurement, Warehousing',
    description:
      'Northwire buys, receives, stages, kits and ships the hardware for every rollout, so equipment reaches each site configured, labelled and on time.',
  },
  hero: {
    eyebrow: 'Logistics, procurement and warehousing',
    title: 'The right kit, at the right site, on the right day',
    lead: 'Rollouts fail in the loading dock more often than on the ladder. Our LPWP team sources hardware, stores it, configures it and ships complete site kits timed to each installation.',
    image: { src: logisticsImage, alt: 'Boxes staged in a warehouse and a delivery truck on its route', width: 560, height: 420 },
    cta: 'Get Started',
    mailSubject: 'Logistics and procurement',
  },
  sections: [
    {
      kind: 'cards',
      id: 'lpwp',
      eyebrow: 'LPWP',
      title: 'Four services, one supply chain',
      lead: 'Open a card to read more.',
      cards: [
        { icon: cartIcon, title: 'Procurement', full: 'We buy through distributor relationships across the USA and Canada, track lead times and substitute approved equivalents when a model goes on allocation.\nYou approve one bill of materials per site type; we handle the purchase orders.' },
        { icon: warehouseIcon, title: 'Warehousing', full: 'Hardware is received, checked against the order, serialised and stored in secure, insured warehouse space until its site is ready.\nYou see stock levels per project at any time.' },
        { icon: boxIcon, title: 'Staging and kitting', full: 'Switches, players and access points are unboxed, updated, configured to your standard and tested on the bench.\nEach site gets a labelled kit with every bracket, cable and screw the installation needs.' },
        { icon: logisticsIcon, title: 'Shipping and returns', full: 'Kits ship to arrive the day before the technician, with tracking tied to the installation schedule.\nFaulty or surplus equipment comes back through one returns process and is credited or redeployed.' },
      ],
    },
    {
      kind: 'carousel',
      id: 'benefits',
      eyebrow: 'Why it matters',
      title: 'What our customers gain',
      slides: [
        { icon: ticketIcon, title: 'Fewer failed visits', text: 'Technicians never arrive to find a missing bracket or an unconfigured switch.' },
        { icon: mapIcon, title: 'Schedules that hold', text: 'Kits timed to each site keep multi-week rollouts on track.' },
        { icon: boxIcon, title: 'Less waste', text: 'Accurate kits mean less surplus stock and fewer expensive returns.' },
        { icon: warehouseIcon, title: 'Full traceability', text: 'Serial numbers recorded from dock to wall, ready for warranty claims.' },
      ],
    },
    {
      kind: 'promo',
      id: 'cta',
      promo: {
        subHeading: 'Planning a rollout?',
        Heading: 'Let us handle the',
        HighlightedHeading: 'hardware',
        Paragraph: 'Share your site list and equipment standard. We will return a procurement plan, lead times and a staging schedule that matches your installation dates.',
        imgLink: logisticsImage,
        imgAlt: 'Warehouse boxes and a delivery truck',
        secondBtn: '/case-study/grocery',
      },
    },
  ],
};
