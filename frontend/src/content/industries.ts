import buildingIcon from './images/icons/building.svg?raw';
import cartIcon from './images/icons/cart.svg?raw';
import dollarIcon from './images/icons/dollar.svg?raw';
import lightbulbIcon from './images/icons/lightbulb.svg?raw';
import peopleIcon from './images/icons/people.svg?raw';
import shieldIcon from './images/icons/shield.svg?raw';

export interface Industry {
  id: 'restaurants' | 'retail' | 'healthcare' | 'finance' | 'education' | 'convention-venues';
  title: string;
  icon: string;
  text: string;
}

/** The sectors we serve (spec section 1), for the home industries carousel and the clients page. */
export const INDUSTRIES: readonly Industry[] = [
  {
    id: 'restaurants',
    title: 'Restaurants and Hospitality',
    icon: peopleIcon,
    text: 'Digital menu boards, drive-thru audio, guest Wi-Fi and kitchen display networks installed overnight so service never stops.',
  },
  {
    id: 'retail',
    title: 'Retail and Grocery',
    icon: cartIcon,
    text: 'Point-of-sale networks, window and shelf-edge screens, and store refreshes rolled out to hundreds of locations on one schedule.',
  },
  {
    id: 'healthcare',
    title: 'Healthcare',
    icon: shieldIcon,
    text: 'Segmented, documented networks, patient wayfinding and paging for clinics and hospitals, installed around patient care.',
  },
  {
    id: 'finance',
    title: 'Banking and Finance',
    icon: dollarIcon,
    text: 'Secure branch networks, queue and promotion screens and showpiece LED walls that meet strict change-control rules.',
  },
  {
    id: 'education',
    title: 'Education',
    icon: lightbulbIcon,
    text: 'Campus Wi-Fi, classroom audio-visual, announcement screens and structured cabling delivered during breaks and summers.',
  },
  {
    id: 'convention-venues',
    title: 'Convention Venues',
    icon: buildingIcon,
    text: 'Modular LED screens, temporary event networks and venue-wide audio that go up fast and come down faster.',
  },
];
