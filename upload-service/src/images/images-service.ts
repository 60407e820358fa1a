import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError, type Logger } from '@site/service-kit';
import { LARGEST_IMAGE_WIDTH } from '@site/contracts';
import type { ObjectStorage } from '../storage/object-storage';
import { CONTENT_TYPES, detectImageFormat, extensionOf, looksLikeSvg, renderImageVariants, type RenderedImage } from './image-variants';
import type { ImagesRepository } from './images-repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const VARIANT_FILE = /^(480|960|1600)\.(webp|avif|jpg|png|gif)$/;

export const ACCEPTED_IMAGES_MESSAGE = 'image must be a JPEG, PNG, WebP, GIF or AVIF file';

export interface ImagesServiceDeps {
  storage: ObjectStorage;
  bucket: string;
  images: ImagesRepository;
  logger: Logger;
}

export interface ImageDownload {
  body: Readable;
  size: number;
  etag: string;
  contentType: string;
}

const refuse = (code: string, message: string) => new AppError({ status: 400, code, message });

export const imageObjectKey = (id: string, file: string): string => `images/${id}/${file}`;

export function createImagesService(deps: ImagesServiceDeps) {
  const { storage, bucket, images, logger } = deps;

  return {
    /**
     * Checks the bytes, re-encodes every variant, stores them, and answers the location the editors
     * keep: the largest width in the image's own format.
     */
    async uploadImage(input: { bytes: Buffer; uploadedBy: string }): Promise<string> {
      const { bytes } = input;
      if (bytes.length === 0) throw refuse('FILE_EMPTY', 'image is empty');
      const format = await detectImageFormat(bytes);
      if (!format) {
        if (looksLikeSvg(bytes)) throw refuse('SVG_REFUSED', `image: SVG files are not accepted; ${ACCEPTED_IMAGES_MESSAGE}`);
        throw refuse('UNSUPPORTED_IMAGE', ACCEPTED_IMAGES_MESSAGE);
      }

      let rendered: RenderedImage;
      try {
        rendered = await renderImageVariants(bytes, format);
      } catch (err) {
        logger.info({ err, format }, 'image could not be decoded');
        throw refuse('UNREADABLE_IMAGE', 'image could not be read: the file is damaged or too large in pixels');
      }

      const id = randomUUID();
      // Variants first, row last: a row always points at complete objects.
      for (const variant of rendered.variants) {
        await storage.put(bucket, imageObjectKey(id, `${variant.width}.${variant.ext}`), variant.body, variant.contentType);
      }
      await images.insert({
        id,
        originalFormat: format,
        originalWidth: rendered.width,
        originalHeight: rendered.height,
        originalBytes: bytes.length,
        widths: [...new Set(rendered.variants.map((v) => v.width))],
        formats: [...new Set(rendered.variants.map((v) => v.ext))],
        uploadedBy: input.uploadedBy,
        createdAt: new Date(),
      });
      return `/media/images/${id}/${LARGEST_IMAGE_WIDTH}.${extensionOf(format)}`;
    },

    /** One stored variant, or 404 for anything that is not exactly `<uuid>/<width>.<ext>` of a stored image. */
    async openVariant(id: string, file: string): Promise<ImageDownload> {
      const match = VARIANT_FILE.exec(file);
      if (!UUID.test(id) || !match) throw AppError.notFound('Image not found');
      const key = imageObjectKey(id, file);
      const stat = await storage.stat(bucket, key);
      if (!stat) throw AppError.notFound('Image not found');
      const ext = match[2] as keyof typeof CONTENT_TYPES;
      return { body: await storage.read(bucket, key), size: stat.size, etag: stat.etag, contentType: CONTENT_TYPES[ext] };
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
