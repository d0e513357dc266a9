import { SignIn } from '../../../src/application/auth/SignIn';
import { DeleteAccount } from '../../../src/application/memberProfile/DeleteAccount';
import { RemoveBaby, SaveBaby, UpdateProfile } from '../../../src/application/memberProfile/profileUseCases';
import { WriteReview } from '../../../src/application/memberProfile/WriteReview';
import { SessionStore } from '../../../src/application/shell/SessionStore';
import { InMemoryAccountGateway, InMemoryReviewGateway } from '../../../src/infrastructure/memory/InMemoryMemberProfile';
import { givenShop } from '../shop';

const AMY = { email: 'amy@example.com', password: 'jiutuan-demo-1', nickname: '媽咪Amy' };

describe('member profile use cases', () => {
  it('names a profile mistake beside its field without asking the shop, then saves', async () => {
    const { container } = givenShop();
    const refused = await container.get(UpdateProfile).execute({ nickname: '', mobile: '123', avatar: 'bear' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'INVALID_PROFILE', fields: { nickname: '請輸入暱稱', mobile: '手機號碼請輸入 09 開頭的 10 位數字' } } });
    const saved = await container.get(UpdateProfile).execute({ nickname: '小芬媽咪', mobile: '0912345678', avatar: 'whale' });
    expect(saved).toEqual({ ok: true, value: { value: expect.objectContaining({ nickname: '小芬媽咪', avatarUrl: '/images/avatars/whale.svg' }), message: '已更新會員資料' } });
  });

  it('adds, changes and removes a baby; a baby it does not know is refused', async () => {
    const { container, clock } = givenShop();
    clock.set(Date.parse('2026-03-15T12:00:00+08:00'));
    const added = await container.get(SaveBaby).execute({ id: null, draft: { name: '小芽', birthday: '2025-01-10', gender: 'girl' } });
    if (!added.ok) throw new Error('not added');
    const id = added.value.value[0].id;
    const changed = await container.get(SaveBaby).execute({ id, draft: { name: '小芽芽', birthday: '2025-01-10', gender: 'girl' } });
    expect(changed.ok && changed.value.value[0].name).toBe('小芽芽');
    expect(await container.get(RemoveBaby).execute({ id })).toEqual({ ok: true, value: { value: [], message: '已刪除寶寶資料' } });
    expect(await container.get(RemoveBaby).execute({ id })).toMatchObject({ ok: false, error: { code: 'GEN_000002' } });
  });

  it('writes a review once', async () => {
    const { container } = givenShop();
    container.get(InMemoryReviewGateway).orders.push({ id: 1, number: 'JT1', status: 'completed', mine: true, lines: [{ optionId: 5, productId: 50, productTitle: '包屁衣', groupBuyTitle: '團', size: 'M', image: '', asksSizeFit: true }] });
    const input = { orderId: 1, optionId: 5, rating: 5, text: '寶寶穿起來很舒服，布料柔軟好洗', sizeFit: 'fits', asksSizeFit: true, photo: null };
    expect(await container.get(WriteReview).execute(input)).toMatchObject({ ok: true, value: { credit: 10, reviewPath: '/market/50/review' } });
    expect(await container.get(WriteReview).execute(input)).toMatchObject({ ok: false, error: { code: 'REVIEW_ALREADY_WRITTEN', message: '這件商品已經評價過了' } });
    expect(await container.get(WriteReview).execute({ ...input, rating: 0 })).toMatchObject({ ok: false, error: { fields: { rating: '請選擇 1 到 5 顆星' } } });
  });

  it('signs the member out once the account is deleted, and not before', async () => {
    const { container, accounts } = givenShop();
    accounts.addMember(AMY);
    await container.get(SignIn).execute({ email: AMY.email, password: AMY.password });
    const signedIn = () => container.get(SessionStore).state$.getValue()?.user.signedIn;
    container.get(InMemoryAccountGateway).openOrders = true;
    expect(await container.get(DeleteAccount).execute({ hasPassword: true, password: AMY.password, confirm: '' })).toMatchObject({ ok: false, error: { code: 'ACCOUNT_HAS_OPEN_ORDERS' } });
    expect(signedIn()).toBe(true);
    container.get(InMemoryAccountGateway).openOrders = false;
    expect(await container.get(DeleteAccount).execute({ hasPassword: true, password: AMY.password, confirm: '' })).toEqual({ ok: true, value: { message: '帳號已刪除，謝謝您曾經的陪伴' } });
    expect(signedIn()).toBe(false);
  });
});
