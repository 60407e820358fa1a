import type { HeroImage } from '@/components/ui/page-hero/page-hero';
import type { PromoSectionProps } from '@/components/ui/promo-section/promo-section';
import type { ServicePageSlug } from '@/config/paths';

/** A card in a toggle grid: with `brief`, a click swaps brief and full text; without, it expands. */
export interface ServiceCard {
  title: string;
  brief?: string;
  full: string;
  icon?: string;
}

export interface ServiceSlide {
  title: string;
  text: string;
  icon: string;
}

interface SectionBase {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
}

export type ServiceSection =
  | (SectionBase & { kind: 'text-image'; paragraphs: string[]; bullets?: string[]; image: HeroImage; reverse?: boolean })
  | (SectionBase & { kind: 'cards'; cards: ServiceCard[] })
  | (SectionBase & { kind: 'carousel'; slides: ServiceSlide[] })
  | (SectionBase & { kind: 'highlights'; items: ServiceSlide[] })
  | (SectionBase & { kind: 'compare'; columns: Array<{ title: string; tone: 'good' | 'bad'; points: string[] }> })
  | { kind: 'promo'; id: string; promo: PromoSectionProps };

/** One service page, rendered by the single data-driven `service-page.tsx` route. */
export interface ServicePageContent {
  slug: ServicePageSlug;
  seo: { title: string; description: string };
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    image: HeroImage;
    /** The hero button: Get Started or Let's Connect, both open the prefilled mail. */
    cta: 'Get Started' | "Let's Connect";
    mailSubject: string;
  };
  sections: ServiceSection[];
}
