import { isAxiosError } from 'axios';
import { photoPath, photoVariants } from '@/schema/photos';
import { httpClient } from '@/lib/http-client';
import type { RecordValues } from '../engine/field-values';

/** A square of the image in its own pixels, as the cropper reports it. */
export type CropArea = { x: number; y: number; width: number; height: number };

/** Opens an image file the way the page will show it (upright by its EXIF); rejects when it is not one. */
export async function openImage(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = src;
  await image.decode();
  return image;
}

/**
 * The person's square, drawn at the stored size and sent as JPEG (every browser writes it; the server makes the
 * WebP). Only the square leaves the device: a phone's 12 MB photo becomes some 60 KB.
 */
export async function cropToBlob(image: HTMLImageElement, area: CropArea, size: number = photoVariants.full): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no image'))), 'image/jpeg', 0.9));
}

/** The server's sentence for a refused request, else the transport's. */
export const reasonOf = (error: unknown): string => {
  const message = isAxiosError(error) ? (error.response?.data as { message?: unknown } | undefined)?.message : undefined;
  return typeof message === 'string' ? message : error instanceof Error ? error.message : String(error);
};

/** PUT the photo; `onProgress` hears 0…1 as it is sent. Answers the record with its new photo and version. */
export async function uploadPhoto(recordPath: string, photo: Blob, onProgress: (share: number) => void): Promise<RecordValues> {
  const { data } = await httpClient.put<RecordValues>(photoPath(recordPath), photo, {
    headers: { 'Content-Type': photo.type || 'application/octet-stream' },
    onUploadProgress: (event) => onProgress(event.progress ?? (event.total ? event.loaded / event.total : 0)),
  });
  return data;
}

export async function removePhoto(recordPath: string): Promise<RecordValues> {
  const { data } = await httpClient.delete<RecordValues>(photoPath(recordPath));
  return data;
}
