import type { DataSource } from 'typeorm';
import { ImageEntity } from './image-entity';

export interface ImageRecord {
  id: string;
  originalFormat: string;
  originalWidth: number;
  originalHeight: number;
  originalBytes: number;
  widths: number[];
  formats: string[];
  uploadedBy: string;
  createdAt: Date;
}

export interface ImagesRepository {
  insert(image: ImageRecord): Promise<void>;
  find(id: string): Promise<ImageRecord | null>;
}

export function createImagesRepository(dataSource: DataSource): ImagesRepository {
  const repo = dataSource.getRepository(ImageEntity);
  return {
    async insert(image) {
      await repo.insert(image);
    },
    async find(id) {
      const row = await repo.findOneBy({ id });
      return row ? { ...row } : null;
    },
  };
}
