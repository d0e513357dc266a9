/** The sizes a stored photo comes in: bounded to 1600 px on its longest side, and a 360 px square for lists. */
export const PHOTO_SIZES = ['full', 'thumb'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

/** The encodings of each size, best first: what the browser's Accept header chooses from. */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_MIME: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** Every size in every format: the six files of one photo. */
export type PhotoVariants = Record<PhotoSize, Record<PhotoFormat, Buffer>>;

/**
 * Where members' photos live: outside the database rows, which keep only the key. The key is 128
 * random bits, so a URL cannot be guessed from another and a photo's bytes never change under it.
 */
export interface PhotoStore {
  /** Stores all variants of a new photo at once: none is readable before every one is written. */
  put(key: string, variants: PhotoVariants): Promise<void>;
  /** The bytes of one variant; null when the photo is not (or no longer) stored. */
  get(key: string, size: PhotoSize, format: PhotoFormat): Promise<Buffer | null>;
  /** Forgets photos; an unknown key is no error. */
  remove(keys: readonly string[]): Promise<void>;
}

/** What a photo key looks like (hex of 16 random bytes). */
export const PHOTO_KEY_PATTERN = /^[0-9a-f]{32}$/;
