import { z } from 'zod/mini';
import { endpoint } from '../endpoint';

/** Load balancers and SPEC §2.1's health check. */
export const HealthEndpoints = {
  ping: endpoint({
    method: 'GET', path: '/ping', summary: '健康檢查：資料庫可讀寫時 200，否則 503', access: 'public',
    response: z.object({ status: z.literal('ok') }),
  }),
};
