import sharp, { type Sharp } from 'sharp';
import { IMAGE_WIDTHS, type ImageExtension, type ImageWidth } from '@site/contracts';
import { sniffType } from '../sniff-type';

export const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** A decompression-bomb guard: a small file can still declare a gigantic canvas. 40 MP covers any camera photo. */
export const MAX_INPUT_PIXELS = 40_000_000;

const EXTENSION: Record<ImageFormat, ImageExtension> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif' };

export const CONTENT_TYPES: Record<ImageExtension, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

export const extensionOf = (format: ImageFormat): ImageExtension => EXTENSION[format];

const MIME_TO_FORMAT: Record<string, ImageFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  // An animated PNG is a PNG: its default image is kept (libvips reads no APNG frames).
  'image/apng': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/** The image format the BYTES say, or null; the file's name and declared type are never trusted. */
export async function detectImageFormat(bytes: Buffer): Promise<ImageFormat | null> {
  const detected = await sniffType(bytes);
  return (detected && MIME_TO_FORMAT[detected.mime]) ?? null;
}

/** SVG is text, so file-type never names it; recognising it lets the refusal say why. */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 1024).toString('utf8').toLowerCase();
  return head.includes('<svg') || (head.trimStart().startsWith('<?xml') && bytes.toString('utf8').toLowerCase().includes('<svg'));
}

export interface ImageVariant {
  /** The width in the stored name (480, 960, 1600). */
  width: ImageWidth;
  /** The pixels it really has: never more than the original. */
  actualWidth: number;
  ext: ImageExtension;
  contentType: string;
  body: Buffer;
}

export interface RenderedImage {
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** Animated GIF and WebP keep their frames in GIF and WebP; AVIF (no animation in libvips) gets the first frame. */
const ANIMATABLE: ReadonlySet<ImageFormat> = new Set(['gif', 'webp']);

function encode(pipeline: Sharp, ext: ImageExtension): Promise<Buffer> {
  switch (ext) {
    case 'webp':
      return pipeline.webp({ quality: 80, effort: 4 }).toBuffer();
    case 'avif':
      // effort 2: a 1600 px AVIF in ~0.25 s instead of ~0.8 s at the default, for a few percent more bytes.
      return pipeline.avif({ quality: 50, effort: 2 }).toBuffer();
    case 'jpg':
      return pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    case 'png':
      return pipeline.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
    case 'gif':
      return pipeline.gif({ effort: 7 }).toBuffer();
  }
}

/**
 * Decodes the upload (which also proves it is a real image), turns it upright, drops every piece of
 * metadata (EXIF, GPS, comments) and re-encodes it at each width in WebP, AVIF and its own format.
 * Throws when the bytes cannot be decoded.
 */
export async function renderImageVariants(bytes: Buffer, format: ImageFormat): Promise<RenderedImage> {
  const animated = ANIMATABLE.has(format);
  const open = (keepFrames: boolean): Sharp =>
    sharp(bytes, { animated: keepFrames, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();

  const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new Error('image has no dimensions');

  const extensions: ImageExtension[] = ['webp', 'avif'];
  const own = extensionOf(format);
  if (!extensions.includes(own)) extensions.push(own);

  // Decode once: the first frame, upright, at the largest width we store, as raw pixels. Every still
  // variant is made from it (decoding a 12 MP JPEG for each of nine outputs was most of the time).
  const largest = Math.min(Math.max(...IMAGE_WIDTHS), width);
  const base = await open(false).resize({ width: largest, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  const fromBase = (targetWidth: number): Sharp =>
    sharp(base.data, { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } }).resize({
      width: targetWidth,
      withoutEnlargement: true,
    });

  const variants: ImageVariant[] = [];
  // Widths above the original all hold the original size: encode each distinct size once.
  const encoded = new Map<string, Buffer>();
  for (const target of IMAGE_WIDTHS) {
    const actualWidth = Math.min(target, width);
    for (const ext of extensions) {
      const cacheKey = `${actualWidth}.${ext}`;
      let body = encoded.get(cacheKey);
      if (!body) {
        const keepFrames = animated && ext !== 'avif' && (meta.pages ?? 1) > 1;
        const pipeline = keepFrames ? open(true).resize({ width: actualWidth, withoutEnlargement: true }) : fromBase(actualWidth);
        body = await encode(pipeline, ext);
        encoded.set(cacheKey, body);
      }
      variants.push({ width: target, actualWidth, ext, contentType: CONTENT_TYPES[ext], body });
    }
  }
  return { width, height, variants };
}
