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
  /** When the clip was published (ISO 8601 with its offset): VideoObject's required uploadDate. */
  uploadDate: string;
  /** ISO 8601 duration: every clip is 5 s (generate-media-videos.sh). */
  duration: string;
  width: number;
  height: number;
}

const clip = (id: string, heading: string, text: string, uploadDate: string): MediaVideo => ({
  id,
  heading,
  text,
  video: `/video/media/${id}.mp4`,
  thumbnail: `/video/media/${id}.webp`,
  uploadDate,
  duration: 'PT5S',
  width: 640,
  height: 360,
});

export const MEDIA_VIDEOS: readonly MediaVideo[] = [
  clip(
    'signage-rollout',
    'Menu boards in 120 stores',
    'How our crews replaced static menu panels with networked digital menu boards across a quick-service chain, one overnight visit per store.',
    '2026-03-12T10:00:00-04:00',
  ),
  clip(
    'led-wall-build',
    'Building a transparent LED wall',
    'From frame to calibrated picture: module alignment, power distribution and colour calibration behind a bank branch’s street-facing transparent LED wall.',
    '2026-04-02T10:00:00-04:00',
  ),
  clip(
    'structured-cabling',
    'Cabling labelled end to end',
    'A look inside a Cat6a and fibre refresh: dressed pathways, tested drops and a labelled patch field the next technician can read at a glance.',
    '2026-05-14T10:00:00-04:00',
  ),
  clip(
    'network-cutover',
    'An overnight network cutover',
    'Switches, firewalls and access points swapped between closing and opening time, with cellular backup keeping payments online throughout.',
    '2026-06-18T10:00:00-04:00',
  ),
  clip(
    'zoned-audio',
    'Zoned audio for a flagship store',
    'Ceiling speakers, amplifiers and scheduling set up so the café, the sales floor and the fitting rooms each get the right music at the right level.',
    '2026-07-23T10:00:00-04:00',
  ),
  clip(
    'remote-monitoring',
    '24/7 monitoring, 365 days a year',
    'Our support desk watches screens, players and network links around the clock and fixes most faults remotely before a store even notices.',
    '2026-09-03T10:00:00-04:00',
  ),
  clip(
    'site-survey',
    'Site surveys that prevent surprises',
    'Before a single screen is ordered, our surveyors measure walls, power and network at every location and report what each site needs.',
    '2026-10-08T10:00:00-04:00',
  ),
];
