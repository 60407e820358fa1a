import auditIcon from '../images/icons/audit.svg?raw';
import cablingIcon from '../images/icons/cabling.svg?raw';
import chartIcon from '../images/icons/chart.svg?raw';
import firewallIcon from '../images/icons/firewall.svg?raw';
import lockIcon from '../images/icons/lock.svg?raw';
import mapIcon from '../images/icons/map.svg?raw';
import modemIcon from '../images/icons/modem.svg?raw';
import rackIcon from '../images/icons/rack.svg?raw';
import routerIcon from '../images/icons/router.svg?raw';
import switchIcon from '../images/icons/switch.svg?raw';
import vpnIcon from '../images/icons/vpn.svg?raw';
import wifiIcon from '../images/icons/wifi.svg?raw';
import networkImage from '../images/illustrations/network-design.svg?url';
import type { ServicePageContent } from './service-page-content';

export const networkDesign: ServicePageContent = {
  slug: 'network-design',
  seo: {
    title: 'Network Design and Managed Networks',
    description:
      'Network design consulting and managed services for multi-site businesses: switches, routers and bridges, firewalls, backup cellular modems, racks, wireless access points, VPNs and structured cabling.',
  },
  hero: {
    eyebrow: 'Network design',
    title: 'Networks designed for the way your sites actually work',
    lead: 'We survey, design, install and manage the networks behind payments, screens, guest Wi-Fi and back-office systems, with security and failover built in from the first drawing.',
    image: { src: networkImage, alt: 'Server rack connected to switches, routers and wireless access points', width: 560, height: 420 },
    cta: "Let's Connect",
    mailSubject: 'Network design consultation',
  },
  sections: [
    {
      kind: 'cards',
      id: 'consulting',
      eyebrow: 'Consulting',
      title: 'Network design consulting',
      lead: 'Independent advice first, equipment second. Select a card to read more.',
      cards: [
        { icon: auditIcon, title: 'Site and network assessment', brief: 'What you have, and how well it works.', full: 'We inventory every device, map cabling and closets, measure Wi-Fi coverage and review configurations, then report what is at risk and what is over-built.' },
        { icon: mapIcon, title: 'Architecture and standards', brief: 'One design every site can follow.', full: 'We define a standard site design: addressing, VLANs for payments, signage, guests and staff, hardware tiers by site size, and the naming and labelling rules that make support easy.' },
        { icon: lockIcon, title: 'Security and compliance', brief: 'Segmentation that auditors understand.', full: 'Card-payment segmentation, firewall policies, remote-access rules and logging designed to support PCI DSS and healthcare privacy obligations.' },
        { icon: chartIcon, title: 'Roadmap and budget', brief: 'Upgrades in the right order.', full: 'A phased plan with costs per site and per year, so upgrades can follow lease renewals, remodels or budget cycles without leaving weak links.' },
      ],
    },
    {
      kind: 'carousel',
      id: 'managed',
      eyebrow: 'Managed services',
      title: 'Managed network services',
      lead: 'We supply, configure, install, monitor and maintain every layer of the site network.',
      slides: [
        { icon: switchIcon, title: 'Switches', text: 'Managed PoE switching sized for cameras, access points and players, configured from your site standard.' },
        { icon: routerIcon, title: 'Routers and bridges', text: 'Branch routers and wireless bridges that link buildings, patios and drive-thrus without trenching.' },
        { icon: firewallIcon, title: 'Firewalls', text: 'Next-generation firewalls with managed policies, updates and logging across every location.' },
        { icon: modemIcon, title: 'Backup cellular modems', text: '4G and 5G failover that keeps payments and orders flowing when the primary circuit drops.' },
        { icon: rackIcon, title: 'Racks', text: 'Wall-mount and floor racks with proper cooling, power protection and cable management.' },
        { icon: wifiIcon, title: 'Wireless access points', text: 'Surveyed Wi-Fi for staff devices, handhelds and guests, with roaming that just works.' },
        { icon: vpnIcon, title: 'VPNs', text: 'Site-to-site and remote-access VPNs so every location reaches head office and the cloud securely.' },
        { icon: cablingIcon, title: 'Structured cabling', text: 'Certified copper and fibre runs that give every device a clean, labelled path to the rack.' },
      ],
    },
    {
      kind: 'cards',
      id: 'managed-details',
      eyebrow: 'Managed service details',
      title: 'What managed means at Northwire',
      lead: 'Select a card to read more.',
      cards: [
        { icon: switchIcon, title: 'Switches, routers and bridges', brief: 'Configured, backed up, patched.', full: 'Configuration backups are taken after every change and firmware is patched in agreed maintenance windows, with a rollback plan for each change.' },
        { icon: firewallIcon, title: 'Firewalls and VPNs', brief: 'Policies under change control.', full: 'Firewall and VPN changes follow ITIL change management: requested, reviewed, scheduled, applied and verified, with a record you can show an auditor.' },
        { icon: modemIcon, title: 'Backup cellular modems', brief: 'Failover tested, not assumed.', full: 'We test failover on every maintenance visit and monitor data usage so backup links are ready and never a surprise on the bill.' },
        { icon: wifiIcon, title: 'Wireless access points and racks', brief: 'Healthy radios, tidy closets.', full: 'Wireless health is monitored centrally and racks are kept labelled and documented, so any technician can work on any site.' },
      ],
    },
    {
      kind: 'promo',
      id: 'cta',
      promo: {
        subHeading: 'Start with an assessment',
        Heading: 'Know exactly where your network',
        HighlightedHeading: 'stands today',
        Paragraph: 'A Northwire assessment covers one pilot site or your whole estate and ends with a written report, a standard site design and a costed roadmap.',
        secondBtn: '/case-study/comprehensive-structured-cabling',
      },
    },
  ],
};
