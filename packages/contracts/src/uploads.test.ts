import { attachResumeSchema, IMAGE_LOCATION_PATTERN, imageSources, resumeLinkRequestSchema } from './uploads';

describe('imageSources', () => {
  it('when given an upload-service location, then it answers srcsets for AVIF, WebP and the original format', () => {
    const id = '0b7c3f7e-3c1a-4a8e-9f51-2d4b6f8a9c10';
    expect(imageSources(`/media/images/${id}/1600.jpg`)).toEqual({
      avif: `/media/images/${id}/480.avif 480w, /media/images/${id}/960.avif 960w, /media/images/${id}/1600.avif 1600w`,
      webp: `/media/images/${id}/480.webp 480w, /media/images/${id}/960.webp 960w, /media/images/${id}/1600.webp 1600w`,
      original: `/media/images/${id}/480.jpg 480w, /media/images/${id}/960.jpg 960w, /media/images/${id}/1600.jpg 1600w`,
    });
  });

  it('when given anything else (external, legacy, traversal), then null', () => {
    expect(imageSources('https://cdn.example.com/a.jpg')).toBeNull();
    expect(imageSources('/uploads/legacy.png')).toBeNull();
    expect(imageSources('/media/images/../../etc/1600.jpg')).toBeNull();
    expect(IMAGE_LOCATION_PATTERN.test('/media/images/0b7c3f7e-3c1a-4a8e-9f51-2d4b6f8a9c10/1600.svg')).toBe(false);
  });
});

describe('internal resume request schemas', () => {
  it('when submissionId is a number or a string, then it becomes a string; missing, then an error naming it', () => {
    expect(attachResumeSchema.parse({ submissionId: 42 })).toEqual({ submissionId: '42' });
    expect(attachResumeSchema.parse({ submissionId: ' abc ' })).toEqual({ submissionId: 'abc' });
    const failure = attachResumeSchema.safeParse({});
    expect(failure.success).toBe(false);
    expect(failure.error?.issues[0]?.path).toEqual(['submissionId']);
  });

  it('when a link life is outside 60 s to 7 days, then it is refused', () => {
    expect(resumeLinkRequestSchema.parse({})).toEqual({});
    expect(resumeLinkRequestSchema.safeParse({ ttlSeconds: 59 }).success).toBe(false);
    expect(resumeLinkRequestSchema.safeParse({ ttlSeconds: 8 * 24 * 3600 }).success).toBe(false);
  });
});
