import type { AdminAnswer, AdminApi } from '../../../src/admin/api/adminApi';
import type { Endpoint } from '../../../contract/endpoint';

type Reply = (input: { params?: unknown; query?: unknown; body?: unknown }) => AdminAnswer<unknown>;

/** A fake API answering by `METHOD path`, recording every call. */
export function fakeApi(replies: Record<string, Reply>) {
  const calls: { key: string; input: unknown }[] = [];
  const api = (async (endpoint: Endpoint, input?: object) => {
    const key = `${endpoint.method} ${endpoint.path}`;
    calls.push({ key, input });
    const reply = replies[key];
    if (!reply) throw new Error(`no fake answer for ${key}`);
    return reply((input ?? {}) as Parameters<Reply>[0]);
  }) as AdminApi;
  return { api, calls };
}
