import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { backendFault, faultyTransport } from '../../../server/ssr/faults';

const config = (timeout: number): InternalAxiosRequestConfig => ({ url: '/api/userinfo', method: 'get', timeout, headers: new AxiosHeaders() });

describe('the demo-only backend fault switch', () => {
  it('is read only in demo mode', () => {
    expect(backendFault({ FAULT_BACKEND: 'down' }, true)).toBe('down');
    expect(backendFault({ FAULT_BACKEND: 'slow' }, true)).toBe('slow');
    expect(backendFault({ FAULT_BACKEND: 'down' }, false)).toBeNull();
    expect(backendFault({ FAULT_BACKEND: 'sideways' }, true)).toBeNull();
    expect(backendFault({}, true)).toBeNull();
  });

  it('down: every call fails as an unreachable backend, without a response', async () => {
    await expect(faultyTransport('down')(config(30_000))).rejects.toMatchObject({ isAxiosError: true, code: 'ECONNREFUSED' });
    await faultyTransport('down')(config(30_000)).catch((error: { response?: unknown }) => expect(error.response).toBeUndefined());
  });

  it('slow: a call waits out its timeout, then aborts as a timed-out call', async () => {
    const started = Date.now();
    await expect(faultyTransport('slow')(config(50))).rejects.toMatchObject({ isAxiosError: true, code: 'ECONNABORTED' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
