import calibrateIcon from '../images/icons/calibrate.svg?raw';
import certificateIcon from '../images/icons/certificate.svg?raw';
import ledIcon from '../images/icons/led.svg?raw';
import monitorIcon from '../images/icons/monitor.svg?raw';
import repairIcon from '../images/icons/repair.svg?raw';
import boxIcon from '../images/icons/box.svg?raw';
import ledImage from '../images/illustrations/led.svg?url';
import type { ServicePageContent } from './service-page-content';

export const novastarCertifiedEngineers: ServicePageContent = {
  slug: 'novastar-certified-engineers',
  seo: {
    title: 'NovaStar-Certified LED Engineers',
    description:
      'NovaStar-certified LED engineers who commission, calibrate, maintain and repair direct-view LED walls, from retail feature walls to convention-scale screens.',
  },
  hero: {
    eyebrow: 'Certified LED engineers',
    title: 'NovaStar-certified LED engineers for walls of any size',
    lead: 'Direct-view LED looks spectacular when it is set up properly and disappointing when it is not. Our NovaStar-certified LED engineers configure the control system, calibrate every cabinet and keep the wall looking like opening day.',
    image: { src: ledImage, alt: 'Direct-view LED wall made of cabinets with a control processor', width: 560, height: 420 },
    cta: 'Get Started',
    mailSubject: 'LED wall engineering',
  },
  sections: [
    {
      kind: 'carousel',
      id: 'capabilities',
      eyebrow: 'Capabilities',
      title: 'What our LED engineers do',
      slides: [
        { icon: ledIcon, title: 'Commissioning', text: 'Cabinet mapping, receiving-card configuration and processor set-up for a seamless canvas.' },
        { icon: calibrateIcon, title: 'Calibration', text: 'Brightness and colour uniformity across cabinets and batches, matched to your brand colours.' },
        { icon: monitorIcon, title: 'Content pipeline', text: 'Scaling, input switching and scheduling so content fits the wall pixel for pixel.' },
        { icon: repairIcon, title: 'Repair', text: 'Module and power-supply replacement with recalibration so repairs do not show.' },
        { icon: boxIcon, title: 'Spares planning', text: 'Spare modules from the same production batch stored for colour-consistent repairs.' },
      ],
    },
    {
      kind: 'cards',
      id: 'why',
      eyebrow: 'Why certification matters',
      title: 'The difference a certified engineer makes',
      lead: 'Select a card to read more.',
      cards: [
        { icon: certificateIcon, title: 'Trained on the control system', brief: 'Set up the way the manufacturer intends.', full: 'Certification covers sending and receiving hardware, configuration software and calibration tools, so settings are right first time and supportable later.' },
        { icon: calibrateIcon, title: 'Uniform image', brief: 'No patchwork of mismatched cabinets.', full: 'Proper calibration removes the visible blocks and colour shifts that appear when cabinets from different batches sit side by side.' },
        { icon: repairIcon, title: 'Faster repairs', brief: 'Diagnosis in minutes, not days.', full: 'Certified engineers read the control system diagnostics, find the failed module or card quickly and restore the wall with minimal downtime.' },
      ],
    },
    {
      kind: 'text-image',
      id: 'projects',
      eyebrow: 'Where we work',
      title: 'From branch feature walls to convention halls',
      paragraphs: [
        'Our engineers have commissioned transparent LED in bank branches, fine-pitch walls in retail flagships and modular event screens that are rebuilt for every show.',
        'We work alongside your AV integrator or take on the whole project, including structural mounting, power, data and ongoing support.',
      ],
      bullets: ['Fine-pitch indoor walls', 'Transparent LED glazing', 'Modular rental and event screens', 'Outdoor and high-brightness displays'],
      image: { src: ledImage, alt: 'LED wall cabinets and control processor', width: 560, height: 420 },
      reverse: true,
    },
    {
      kind: 'promo',
      id: 'cta',
      promo: {
        subHeading: 'LED projects',
        Heading: 'Make your LED wall look',
        HighlightedHeading: 'like opening day',
        Paragraph: 'New installation or a wall that has lost its shine: our engineers will assess it, recalibrate it and leave you with a maintenance plan.',
        secondBtn: '/case-study/commercial-and-large-scale',
      },
    },
  ],
};
