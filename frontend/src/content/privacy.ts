import { ATTRIBUTION_MAX_LENGTH, TRAFFIC_RETENTION_DAYS, TRAFFIC_SOURCE_LABELS, UTM_PARAMETERS, VISIT_IDLE_MS } from '@site/contracts/traffic';
import { site } from '@/config/site';

/** The sources a visit is sorted into, in words: "search, social, referral, direct or campaign". */
const SOURCES_IN_WORDS = (() => {
  const words = Object.values(TRAFFIC_SOURCE_LABELS).map((label) => label.toLowerCase());
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1] ?? ''}`;
})();

export interface PrivacySection {
  id: string;
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

/** Effective date of the statement below. OWNER: update when the text changes. */
export const PRIVACY_EFFECTIVE_DATE = 'November 1, 2026';

/** The privacy statement (route /privacy-statment). Written for this site's actual data flows. */
export const PRIVACY_SECTIONS: readonly PrivacySection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    paragraphs: [
      `${site.legalName} ("${site.brand}", "we", "us") provides network, digital signage, audio-visual, structured cabling, logistics, monitoring and support services to businesses in the United States and Canada. This statement explains what personal information this website collects, why, how long we keep it and the choices you have.`,
      'It applies to this website and the forms on it. Services we deliver under a customer contract are also governed by that contract.',
    ],
  },
  {
    id: 'what-we-collect',
    title: 'Information we collect',
    paragraphs: ['We collect only what you choose to send us and the minimum technical data needed to run the site securely:'],
    bullets: [
      'Contact forms (Canada and USA): your name, e-mail address, optional phone number and your message.',
      'Newsletter: your e-mail address, and the date you subscribed, confirmed or unsubscribed.',
      'Job applications: first and last name, e-mail address, phone number, city, state or province, the role you are interested in, and the resume file you upload (PDF or DOCX, up to 3 MB).',
      'Technical data: IP address, browser type, the page requested and the time, recorded in server logs and used for security and rate limiting.',
    ],
  },
  {
    id: 'visits',
    title: 'Counting visits, without cookies',
    paragraphs: [
      'To learn which pages and campaigns bring enquiries, our own server counts the page requests it receives. No analytics company, script or cookie is involved, and pages load nothing extra for it.',
    ],
    bullets: [
      `What is counted, per day: page views of each page, visits (a visit ends after ${VISIT_IDLE_MS / 60_000} minutes without a page view) and unique visitors. A visit also records its first page (the landing page), the host name of the site that linked to it (for example www.linkedin.com, never the full address), how it arrived (${SOURCES_IN_WORDS}) and the campaign tags of the link followed (${UTM_PARAMETERS.join(', ')}).`,
      'How visitors are told apart within one day: a one-way hash of your IP address and browser user agent, mixed with a random value (a salt) that is replaced every day and deleted once its day is over. Without the salt the hash cannot be recomputed, turned back into your address or linked to another day.',
      'What is stored: only daily totals (per page, landing page, source and campaign). No IP address or user agent from a page view is stored. The hashes are held only in the server\'s temporary memory while their day is counted, and are discarded with it; they are never written to the database.',
      'What is not counted: browsers that send Do Not Track or Global Privacy Control, known bots and crawlers, and our own health checks.',
      `How long: the daily totals are deleted after ${TRAFFIC_RETENTION_DAYS} days.`,
    ],
  },
  {
    id: 'where-enquiries-come-from',
    title: 'Where an enquiry came from',
    paragraphs: [
      `When you send a form (contact, newsletter or job application), we store with it the landing page of your visit, the page the form was sent from, the host name of the site that linked to us, how the visit arrived and its campaign tags (each cut to ${ATTRIBUTION_MAX_LENGTH} characters). This is kept with the enquiry, for as long as the enquiry, so we can see which pages and campaigns lead to conversations and to work.`,
      'If your browser sends Do Not Track or Global Privacy Control, your visit is not counted, so your enquiry carries only the page the form was sent from.',
    ],
  },
  {
    id: 'how-we-use',
    title: 'How we use it',
    paragraphs: ['We use your information only for the purpose you gave it to us:'],
    bullets: [
      'to answer your enquiry and, if you ask, prepare a proposal or quote;',
      'to send the newsletter you subscribed to, with an unsubscribe link in every issue;',
      'to assess your job application and contact you about it;',
      'to keep the site secure, prevent spam and abuse, and diagnose faults.',
    ],
  },
  {
    id: 'legal-basis',
    title: 'Consent and legal basis',
    paragraphs: [
      'By submitting a form you consent to us using the information for the purpose described next to that form. For the newsletter we ask you to confirm your address before we send anything. You may withdraw consent at any time; withdrawal does not affect processing that took place before it.',
      'In Canada we handle personal information in line with the Personal Information Protection and Electronic Documents Act (PIPEDA) and Canada\'s Anti-Spam Legislation (CASL). In the United States we follow applicable federal and state privacy laws, including the CAN-SPAM Act for e-mail.',
    ],
  },
  {
    id: 'resumes',
    title: 'Resumes and job applications',
    paragraphs: [
      'Resume files are stored in private, access-controlled storage and are never publicly reachable. Only authorised members of our hiring team can open them, through download links that expire after a short time.',
      'If you start an upload but do not submit the application, the file is deleted automatically. Please do not include government identification numbers, health information or other sensitive details in your resume.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    paragraphs: [
      'This website does not use advertising or cross-site tracking cookies, and we do not sell or rent personal information. Counting visits sets no cookie and uses no local storage.',
      'The site uses your browser\'s local storage only to keep an administrator signed in to the site\'s admin area. Visitors who do not sign in have nothing stored. You can clear local storage at any time in your browser settings.',
      'Embedded links to our social media profiles take you to those networks, whose own privacy policies apply once you follow them.',
    ],
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    paragraphs: [
      'Your information is used by our own staff. We share it only with service providers that host the website, store files and deliver e-mail for us, under contracts that require them to protect it and use it only on our instructions, or where the law requires disclosure.',
      'Our offices and service providers are in Canada and the United States, so your information may be stored or accessed in either country and be subject to its laws.',
    ],
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    paragraphs: ['We keep personal information only as long as we need it:'],
    bullets: [
      'Enquiries: up to 24 months after our last contact with you, unless they become part of a customer relationship.',
      'Job applications and resumes: up to 12 months after the position is filled, then deleted, unless you ask us to keep your application on file longer.',
      'Newsletter: until you unsubscribe; we then keep only your address on a suppression list so we do not e-mail you again.',
      'Server logs: up to 30 days, longer only when needed to investigate a security incident.',
      `Visit counts: daily totals only, deleted after ${TRAFFIC_RETENTION_DAYS} days; the salt that tells visitors apart is deleted at the end of each day.`,
    ],
  },
  {
    id: 'security',
    title: 'How we protect it',
    paragraphs: [
      'The site is served over encrypted connections. Stored data is access-controlled, administrator accounts are protected against repeated sign-in attempts, and access to submissions is limited to the staff who need it. No method of transmission or storage is perfectly secure, but we review our safeguards regularly and will notify you and the authorities of a breach where the law requires.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your choices and rights',
    paragraphs: [
      'You can ask us to tell you what personal information we hold about you, to correct it, or to delete it, and you can unsubscribe from the newsletter at any time with the link in each issue. Depending on where you live you may have further rights, such as to limit certain uses or to complain to a privacy regulator (in Canada, the Office of the Privacy Commissioner).',
      'We answer requests within 30 days and may need to confirm your identity first. We will not treat you differently for exercising your rights.',
    ],
  },
  {
    id: 'children',
    title: 'Children',
    paragraphs: ['This site is intended for businesses and job seekers of working age. We do not knowingly collect information from children under 16.'],
  },
  {
    id: 'changes',
    title: 'Changes to this statement',
    paragraphs: ['We will post any changes on this page with a new effective date. Significant changes will also be announced to newsletter subscribers.'],
  },
];
