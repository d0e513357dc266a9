/** The public addresses of a stored review photo: the bounded photo and its square thumbnail (http/routes/reviewPhotos.ts). */
export const photoUrls = (key: string | null): { photo_url: string | null; photo_thumb_url: string | null } =>
  key === null ? { photo_url: null, photo_thumb_url: null } : { photo_url: `/images/reviews/${key}`, photo_thumb_url: `/images/reviews/${key}/thumb` };
