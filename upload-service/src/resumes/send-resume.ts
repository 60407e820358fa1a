import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import type { ResumeDownload } from './resumes-service';

/**
 * Streams a resume as a download, never rendered inline: the browser must not sniff or display an
 * applicant's file in the site's origin. File names are already reduced to safe ASCII.
 */
export async function sendResume(res: Response, download: ResumeDownload, cacheControl: string): Promise<void> {
  res.setHeader('Content-Type', download.contentType);
  res.setHeader('Content-Length', String(download.size));
  res.setHeader('Content-Disposition', `attachment; filename="${download.fileName}"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  await pipeline(download.body, res);
}
