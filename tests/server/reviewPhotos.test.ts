import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { call, signIn, signUpVerified } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';
import { orderWithLine } from './memberProfileFixtures';

const TEXT = '布料柔軟，寶寶穿起來很舒服，會再回購！';
const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '25/1 2/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '121/1 33/1 0/1' };

/** A phone photo as it arrives: 2000×1500 stored sideways (EXIF orientation 6), a red square top left, GPS in the EXIF. */
const phonePhoto = () => sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#3366cc' } })
  .composite([{ input: { create: { width: 400, height: 400, channels: 3, background: '#ff0000' } }, left: 0, top: 0 }])
  .withExif({ IFD0: { Make: 'TestPhone' }, IFD3: GPS })
  .withMetadata({ orientation: 6 })
  .jpeg({ quality: 90 })
  .toBuffer();

/** Whether an EXIF block (as sharp's metadata gives it) points at a GPS IFD (tag 0x8825 in IFD0). */
function hasGpsIfd(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const ifd0 = little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  for (let i = 0; i < u16(ifd0); i += 1) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

/** A 20000×20000 PNG of about 50 KB: 1-bit grey, every row zeros (a decompression bomb). */
function bombPng(size = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1;
  const rows = deflateSync(Buffer.alloc((1 + Math.ceil(size / 8)) * size), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

const filesUnder = (dir: string): string[] => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));

async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

/** Issue 25 item 6: review photos are decoded, re-encoded without metadata, stored as files and go with the account. */
describe.each(dialects())('review photos on %s', (dialect) => {
  let t: TestApp;
  let uploads: string;
  let seq = 0;
  beforeAll(async () => {
    uploads = mkdtempSync(join(tmpdir(), 'jiutuan-review-photos-'));
    t = await createTestApp(dialect, { seed: 0.05, config: { uploadsDir: uploads } });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  /** A new member with a completed order line to review. */
  async function reviewer() {
    const email = `photo-${dialect}-${(seq += 1)}@example.com`;
    await signUpVerified(t.app, email);
    const headers = { 'x-oauth-token': (await signIn(t.app, email)).access_token };
    const member = await t.db.selectFrom('members').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { headers, line: await orderWithLine(t.db, member.id, 'completed', 10 + seq) };
  }
  const review = (who: Awaited<ReturnType<typeof reviewer>>, photo: Buffer | string) => call(t.app, 'POST', '/v1/reviews', {
    headers: who.headers, body: { order_id: who.line.orderId, option_id: who.line.optionId, rating: 5, text: TEXT, size_fit: 'fits', photo: Buffer.isBuffer(photo) ? photo.toString('base64') : photo },
  });
  const shownPhoto = async (productId: number) => {
    const list = (await call(t.app, 'GET', `/v3/shopping/reviews?item=${productId}`)).json().data;
    return list.reviews.find((r: { body: string }) => r.body === TEXT) as { photo_url: string | null; photo_thumb_url?: string | null };
  };
  const fetchImage = (url: string, accept?: string) => t.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });

  it('publishes a re-encoded photo: upright, at most 1600 px, with no EXIF or GPS left', async () => {
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).orientation).toBe(6);
    expect(hasGpsIfd((await sharp(original).metadata()).exif)).toBe(true);
    const who = await reviewer();
    expect((await review(who, original)).statusCode).toBe(201);
    const shown = await shownPhoto(who.line.productId);
    const served = await fetchImage(shown.photo_url!, 'image/jpeg');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const bytes = served.rawPayload;
    expect(bytes.equals(original)).toBe(false);
    expect(bytes.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 1600 });
    expect([meta.exif, meta.icc, meta.xmp, meta.iptc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined, undefined]);
    // Turned upright: the red square stored top left is now top right.
    expect((await pixel(bytes, 1200 - 40, 40))[0]).toBeGreaterThan(200);
    expect((await pixel(bytes, 40, 40))[0]).toBeLessThan(100);
    // Stored as files under the uploads folder; the row holds only the key.
    const row = await t.db.selectFrom('review_photos').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(Object.keys(row).sort()).toEqual(['created_at', 'id', 'key', 'member_id']);
    expect(filesUnder(uploads).filter((f) => f.includes(row.key))).toHaveLength(6);
  });

  it('takes a photo whose base64 body is over the app\'s 1 MiB body limit (a photo may be 2 MB)', async () => {
    const noise = { type: 'gaussian' as const, mean: 128, sigma: 60 };
    const photo = await sharp({ create: { width: 1200, height: 1000, channels: 3, background: '#888888', noise } }).jpeg({ quality: 95 }).toBuffer();
    expect(photo.toString('base64').length).toBeGreaterThan(1024 * 1024);
    expect((await review(await reviewer(), photo)).statusCode).toBe(201);
  });

  it('answers AVIF, WebP or JPEG by the Accept header, cached for a year, with a small thumbnail', async () => {
    const who = await reviewer();
    expect((await review(who, await phonePhoto())).statusCode).toBe(201);
    const shown = await shownPhoto(who.line.productId);
    const cases: [string | undefined, string, string][] = [
      ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'image/avif', 'heif'],
      ['image/webp,*/*', 'image/webp', 'webp'],
      ['image/avif;q=0,image/webp;q=0.9,*/*;q=0.5', 'image/webp', 'webp'],
      ['*/*', 'image/jpeg', 'jpeg'],
      [undefined, 'image/jpeg', 'jpeg'],
    ];
    for (const [accept, type, format] of cases) {
      const served = await fetchImage(shown.photo_url!, accept);
      expect([accept, served.headers['content-type']]).toEqual([accept, type]);
      expect(served.headers.vary).toMatch(/accept/i);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(served.rawPayload).metadata()).format).toBe(format);
    }
    const thumb = await fetchImage(shown.photo_thumb_url!, 'image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([thumb.statusCode, meta.format, Math.max(meta.width, meta.height) <= 360]).toEqual([200, 'webp', true]);
  });

  it('refuses what does not decode with a zh-TW 400 and changes nothing: a text file, a truncated JPEG, a 20000×20000 PNG', async () => {
    const who = await reviewer();
    const jpeg = await phonePhoto();
    const cases: [Buffer, string][] = [
      [Buffer.from('just some text saved as photo.jpg\n'), '照片只接受 JPEG、PNG 或 WebP'],
      [jpeg.subarray(0, Math.floor(jpeg.length / 2)), '照片無法讀取，檔案可能已損毀，請重新選擇照片'],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]), '照片無法讀取，檔案可能已損毀，請重新選擇照片'],
      [bombPng(), '照片尺寸過大（最多 2,500 萬像素），請縮小後再上傳'],
    ];
    const files = filesUnder(uploads).length;
    const counts = async () => Promise.all((['reviews', 'review_photos', 'credit_ledger'] as const).map(async (table) =>
      Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)));
    const before = await counts();
    for (const [bytes, message] of cases) {
      const refused = await review(who, bytes);
      expect([refused.statusCode, refused.json().fields]).toEqual([400, { photo: message }]);
    }
    expect(await counts()).toEqual(before);
    expect(filesUnder(uploads)).toHaveLength(files);
    // The same line takes a good photo afterwards.
    expect((await review(who, jpeg)).statusCode).toBe(201);
  });

  it('deletes the photo files with the account: the review stays, its photo URLs answer 404', async () => {
    const who = await reviewer();
    expect((await review(who, await phonePhoto())).statusCode).toBe(201);
    const shown = await shownPhoto(who.line.productId);
    const key = (await t.db.selectFrom('review_photos').select('key').orderBy('id', 'desc').executeTakeFirstOrThrow()).key;
    expect(filesUnder(uploads).filter((f) => f.includes(key))).toHaveLength(6);
    const deleted = await call(t.app, 'POST', '/v1/member/delete-account', { headers: who.headers, body: { password: 'secret-pass-1' } });
    expect(deleted.statusCode).toBe(200);
    expect(filesUnder(uploads).filter((f) => f.includes(key))).toEqual([]);
    for (const url of [shown.photo_url!, shown.photo_thumb_url!]) expect((await fetchImage(url, 'image/avif')).statusCode).toBe(404);
    expect(await t.db.selectFrom('review_photos').select('id').where('key', '=', key).execute()).toEqual([]);
    const after = await shownPhoto(who.line.productId);
    expect(after).toMatchObject({ photo_url: null, photo_thumb_url: null });
  });
});
