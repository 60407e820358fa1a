/**
 * The Media page's seven videos (spec section 2: thumbnail, heading, text). The clips and their
 * WebP thumbnails ship in public/video/media; `generate-media-videos.sh` rebuilds them with ffmpeg.
 */
export interface MediaVideo {
  id: string;
  heading: string;
  text: string;
  /** Public URL of the H.264 mp4. */
  video: string;
  /** Public URL of the WebP thumbnail, 640x360. */
  thumbnail: string;
}

const clip = (id: string, heading: string, text: string): MediaVideo => ({
  id,
  heading,
  text,
  video: `/video/media/${id}.mp4`,
  thumbnail: `/video/media/${id}.webp`,
});

export const MEDIA_VIDEOS: readonly MediaVideo[] = [
  clip(
    'signage-rollout',
    'Menu boards in 120 stores',
    'How our crews replaced static menu panels with networked digital menu boards across a quick-service chain, one overnight visit per store.',
  ),
  clip(
    'led-wall-build',
    'Building a fine-pitch LED wall',
    'From steel frame to calibrated picture: the cabinet alignment, power distribution and colour calibration behind a lobby video wall.',
  ),
  clip(
    'structured-cabling',
    'Cabling labelled end to end',
    'A look inside a Cat6a and fibre refresh: dressed pathways, tested drops and a labelled patch field the next technician can read at a glance.',
  ),
  clip(
    'network-cutover',
    'An overnight network cutover',
    'Switches, firewalls and access points swapped between closing and opening time, with cellular backup keeping payments online throughout.',
  ),
  clip(
    'zoned-audio',
    'Zoned audio for a flagship store',
    'Ceiling speakers, amplifiers and scheduling set up so the café, the sales floor and the fitting rooms each get the right music at the right level.',
  ),
  clip(
    'remote-monitoring',
    '24/7 monitoring, 365 days a year',
    'Our support desk watches screens, players and network links around the clock and fixes most faults remotely before a store even notices.',
  ),
  clip(
    'site-survey',
    'Site surveys that prevent surprises',
    'Before a single screen is ordered, our surveyors measure walls, power and network at every location and report what each site needs.',
  ),
];
