import { BabyPicksBody } from '../babyFit';
import { endpoint } from '../endpoint';

/** 適合寶寶 (issue 30): what the member's stored babies are for. A visitor is answered, with nothing. */
export const BabyFitEndpoints = {
  picks: endpoint({ method: 'GET', path: '/v1/member/baby-picks', summary: '適合寶寶的商品 (訪客與沒有寶寶的會員：空)', access: 'caller', response: BabyPicksBody }),
};
