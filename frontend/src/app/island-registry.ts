/**
 * Every island the server may put in a page, by the name its module gives defineIsland(), with the
 * loader of its chunk. Only this list is bundled with the islands script; each component loads when
 * a page has it. `island-registry.test.ts` checks it against the islands the modules define.
 */
import type { ComponentType } from 'react';

type Loader = () => Promise<ComponentType<never>>;

export const ISLAND_LOADERS = {
  'site-header': () => import('@/components/layout/site-header').then((m) => m.SiteHeader),
  carousel: () => import('@/components/ui/carousel/carousel').then((m) => m.Carousel),
  'stat-counter': () => import('@/components/ui/stat-counter/stat-counter').then((m) => m.StatCounter),
  'hero-video': () => import('@/features/company/hero-video').then((m) => m.HeroVideo),
  'latest-blogs': () => import('@/features/company/latest-blogs').then((m) => m.LatestBlogs),
  'popular-posts': () => import('@/features/blog/popular-posts').then((m) => m.PopularPosts),
  'media-gallery': () => import('@/features/media/media-gallery').then((m) => m.MediaGallery),
  'newsletter-form': () => import('@/features/forms/newsletter-form').then((m) => m.NewsletterForm),
  'contact-form': () => import('@/features/forms/contact-form').then((m) => m.ContactForm),
  'job-application-form': () => import('@/features/forms/job-application-form').then((m) => m.JobApplicationForm),
} satisfies Record<string, Loader>;

export type IslandLoaders = Record<keyof typeof ISLAND_LOADERS, Loader>;
