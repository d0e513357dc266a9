import type { EndpointDispatch } from '../../../contract/endpoint';
import type { AdminSend } from '../api/adminApi';

/** A filled path's parameters by the declared path's `:names` (the in-process dispatch takes them apart). */
function paramsOf(declared: string, path: string): Record<string, string> {
  const parts = path.split('/');
  return Object.fromEntries(declared.split('/').flatMap((name, i) => (name.startsWith(':') ? [[name.slice(1), decodeURIComponent(parts[i] ?? '')]] : [])));
}

/**
 * The page server's transport: each endpoint's own handler in process, with the staff member's cookie;
 * the Set-Cookie lines the handlers answer are kept for the page's reply.
 */
export function serverSend(dispatch: EndpointDispatch, headers: Record<string, string | undefined>, setCookies: string[]): AdminSend {
  const forwarded: Record<string, string> = { platform: 'desktop' };
  for (const name of ['cookie', 'user-agent', 'accept-language'] as const) if (headers[name]) forwarded[name] = headers[name];
  return async (endpoint, call) => {
    const answer = await dispatch(endpoint, { params: paramsOf(endpoint.path, call.path), query: call.query, body: call.body, headers: forwarded });
    if (!answer) throw new Error(`${endpoint.method} ${endpoint.path} is not registered on this server`);
    const lines = answer.headers['set-cookie'];
    if (lines) setCookies.push(...(Array.isArray(lines) ? lines : [lines]));
    return answer;
  };
}
