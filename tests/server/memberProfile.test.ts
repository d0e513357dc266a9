import { call, demoMemberHeaders, signIn, signUpVerified } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';
import { orderWithLine, TINY_PNG } from './memberProfileFixtures';

describe.each(dialects())('member profile, babies and reviews (%s)', (dialect) => {
  let t: TestApp;
  let amy: Record<string, string>;
  let ben: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05 });
    ({ amy, ben } = await demoMemberHeaders(t.app));
  });
  afterAll(() => t.close());

  it('shows the member home: profile, seeded babies and figures', async () => {
    const home = await call(t.app, 'GET', '/v1/member/home', { headers: amy });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-store');
    const data = home.json().data;
    expect(data).toMatchObject({ nickname: '媽咪Amy', email: 'amy@example.com', email_verified: true, mobile: '0912345678', avatar: 'bunny' });
    expect(data.babies.map((b: { name: string }) => b.name)).toEqual(['小芽', '二寶']);
    expect(data.orders).toEqual(expect.objectContaining({ pending_payment: expect.any(Number), to_review: expect.any(Number) }));
    expect(typeof data.credit_balance).toBe('number');
  });

  it('needs a member', async () => {
    expect((await call(t.app, 'GET', '/v1/member/home')).statusCode).toBe(401);
  });

  it('checks the profile with zh-TW messages and saves it', async () => {
    const bad = await call(t.app, 'PATCH', '/v1/member/profile', { headers: ben, body: { nickname: ' ', mobile: '0812345678', avatar: 'dragon' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ nickname: '請輸入暱稱', mobile: '手機號碼請輸入 09 開頭的 10 位數字', avatar: '請從清單中選擇頭像' });
    const long = await call(t.app, 'PATCH', '/v1/member/profile', { headers: ben, body: { nickname: '爸'.repeat(21), mobile: '', avatar: 'whale' } });
    expect(long.json().fields).toEqual({ nickname: '暱稱最多 20 個字' });
    const saved = await call(t.app, 'PATCH', '/v1/member/profile', { headers: ben, body: { nickname: '爸比Ben', mobile: '0987654321', avatar: 'whale' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ nickname: '爸比Ben', mobile: '0987654321', avatar: 'whale', avatar_url: '/images/avatars/whale.svg' });
    const avatar = await call(t.app, 'GET', '/images/avatars/whale.svg');
    expect(avatar.headers['content-type']).toContain('image/svg+xml');
    expect((await call(t.app, 'GET', '/images/avatars/dragon.svg')).statusCode).toBe(404);
  });

  it('adds, changes and removes babies; another member\'s baby is 404', async () => {
    const created = await call(t.app, 'POST', '/v1/member/babies', { headers: ben, body: { name: '小寶', birthday: '2025-01-02', gender: 'girl' } });
    expect(created.statusCode).toBe(201);
    const baby = created.json().data.babies.find((b: { name: string }) => b.name === '小寶');
    expect(baby).toMatchObject({ birthday: '2025-01-02', gender: 'girl' });
    const changed = await call(t.app, 'PUT', `/v1/member/babies/${baby.id}`, { headers: ben, body: { name: '小寶貝', birthday: '2025-01-02', gender: 'girl' } });
    expect(changed.json().data.babies.some((b: { name: string }) => b.name === '小寶貝')).toBe(true);
    expect((await call(t.app, 'PUT', `/v1/member/babies/${baby.id}`, { headers: amy, body: { name: 'x', birthday: '2025-01-02', gender: 'boy' } })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/v1/member/babies/${baby.id}`, { headers: amy })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/v1/member/babies/${baby.id}`, { headers: ben })).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', `/v1/member/babies/${baby.id}`, { headers: ben })).statusCode).toBe(404);
  });

  it('refuses a baby with a bad name, a due date too far ahead or an unknown gender', async () => {
    const bad = await call(t.app, 'POST', '/v1/member/babies', { headers: ben, body: { name: '', birthday: '2999-01-01', gender: 'cat' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ name: '請輸入寶寶的名字或暱稱', birthday: '預產期最晚只能填 10 個月內', gender: '請選擇性別' });
    expect((await call(t.app, 'POST', '/v1/member/babies', { headers: ben, body: { name: 'a', birthday: '2025-02-30', gender: 'boy' } })).json().fields)
      .toEqual({ birthday: '日期格式不正確' });
  });

  it('keeps at most 10 babies', async () => {
    const [cathy] = await fresh(t, 'cathy-babies');
    for (let i = 0; i < 10; i++) {
      expect((await call(t.app, 'POST', '/v1/member/babies', { headers: cathy, body: { name: `寶${i}`, birthday: '2024-05-01', gender: 'unknown' } })).statusCode).toBe(201);
    }
    const eleventh = await call(t.app, 'POST', '/v1/member/babies', { headers: cathy, body: { name: '寶10', birthday: '2024-05-01', gender: 'unknown' } });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toEqual({ error_code: 'MEMBER_BABY_LIMIT', message: '最多可以新增 10 位寶寶' });
  });

  it('lets a member review a completed order line once, shows it on the product and pays credit', async () => {
    const { orderId, optionId, productId } = await orderWithLine(t.db, 2, 'completed', 3);
    const pending = await call(t.app, 'GET', `/v1/reviews/pending?order=${orderId}`, { headers: ben });
    expect(pending.json().data.lines).toEqual([expect.objectContaining({ order_id: orderId, option_id: optionId, product_id: productId })]);
    const before = (await call(t.app, 'GET', '/v1/member/home', { headers: ben })).json().data;
    const body = { order_id: orderId, option_id: optionId, rating: 4, text: '布料柔軟，寶寶穿起來很舒服，會再回購！', size_fit: 'fits', photo: TINY_PNG };
    const written = await call(t.app, 'POST', '/v1/reviews', { headers: ben, body });
    expect(written.statusCode).toBe(201);
    expect(written.json().data).toMatchObject({ product_id: productId, credit: 10, review_path: `/market/${productId}/review` });
    const again = await call(t.app, 'POST', '/v1/reviews', { headers: ben, body });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_code).toBe('REVIEW_ALREADY_WRITTEN');
    const after = (await call(t.app, 'GET', '/v1/member/home', { headers: ben })).json().data;
    expect(after.credit_balance).toBe(before.credit_balance + 10);
    const list = (await call(t.app, 'GET', `/v3/shopping/reviews?item=${productId}`)).json().data;
    const shown = list.reviews.find((r: { body: string }) => r.body === body.text);
    expect(shown).toMatchObject({ rating: 4, size_fit: 'fits', nickname: '爸比B**' });
    expect(list.star_counts).toHaveLength(5);
    expect(list.star_counts[3]).toBeGreaterThanOrEqual(1);
    const photo = await call(t.app, 'GET', shown.photo_url);
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });

  it('asks how the size fit only for goods worn on the body: clothes need it, a stroller is reviewed without it', async () => {
    const clothes = await orderWithLine(t.db, 2, 'completed', 0, 'clothing');
    const stroller = await orderWithLine(t.db, 2, 'completed', 0, null);
    const asked = async (line: { orderId: number }) => (await call(t.app, 'GET', `/v1/reviews/pending?order=${line.orderId}`, { headers: ben })).json().data.lines[0].asks_size_fit;
    expect([await asked(clothes), await asked(stroller)]).toEqual([true, false]);
    const write = (line: { orderId: number; optionId: number }) =>
      call(t.app, 'POST', '/v1/reviews', { headers: ben, body: { order_id: line.orderId, option_id: line.optionId, rating: 5, text: '', size_fit: '' } });
    const refused = await write(clothes);
    expect([refused.statusCode, refused.json().fields]).toEqual([400, { size_fit: '請選擇尺寸是否合適' }]);
    expect((await write(stroller)).statusCode).toBe(201);
    const kept = await t.db.selectFrom('reviews').innerJoin('order_lines', 'order_lines.id', 'reviews.order_line_id')
      .select('reviews.size_fit').where('order_lines.order_id', '=', stroller.orderId).executeTakeFirstOrThrow();
    expect(kept.size_fit).toBeNull();
  });

  it('refuses a review before completion, on another member\'s order, and a photo that is not an image', async () => {
    const shipped = await orderWithLine(t.db, 2, 'shipped', 4);
    const early = await call(t.app, 'POST', '/v1/reviews', { headers: ben, body: { order_id: shipped.orderId, option_id: shipped.optionId, rating: 5, text: '', size_fit: 'fits' } });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error_code: 'REVIEW_NOT_ALLOWED', message: '訂單完成後才能評價這件商品' });
    const bens = await orderWithLine(t.db, 2, 'completed', 5);
    const stranger = await call(t.app, 'POST', '/v1/reviews', { headers: amy, body: { order_id: bens.orderId, option_id: bens.optionId, rating: 5, text: '', size_fit: 'fits' } });
    expect(stranger.statusCode).toBe(404);
    const gif = Buffer.from('GIF89a-not-allowed').toString('base64');
    const badPhoto = await call(t.app, 'POST', '/v1/reviews', { headers: ben, body: { order_id: bens.orderId, option_id: bens.optionId, rating: 0, text: '', size_fit: 'tight', photo: gif } });
    expect(badPhoto.statusCode).toBe(400);
    expect(badPhoto.json().fields).toEqual({ rating: '請選擇 1 到 5 顆星', size_fit: '請選擇尺寸是否合適', photo: '照片只接受 JPEG、PNG 或 WebP' });
  });
});

async function fresh(t: TestApp, prefix: string): Promise<Record<string, string>[]> {
  const email = `${prefix}-${Date.now()}@example.com`;
  await signUpVerified(t.app, email);
  const token = await signIn(t.app, email);
  return [{ 'x-oauth-token': token.access_token }];
}
