/**
 * @jest-environment ./tests/ui/routes/fetchJsdomEnvironment.ts
 */
import { screen } from '@testing-library/react';
import { NetworkError, ServiceUnavailableError, TooManyAttemptsError } from '../../../src/domain/errors/clientErrors';
import { TOKENS } from '../../../src/infrastructure/di/tokens';
import { failingCatalog, renderApp, stubScrolling } from './renderApp';

stubScrolling();

const statusShown = () => document.querySelector('[data-status]')?.getAttribute('data-status');

describe('route table: error pages', () => {
  it('shows the 503 page when the catalog is unavailable', async () => {
    renderApp('/', { catalog: failingCatalog(new ServiceUnavailableError()) });
    expect(await screen.findByRole('heading', { name: '服務暫時無法使用' })).toBeInTheDocument();
    expect(screen.getByText('系統正在維護或目前人潮眾多，請稍後再回來逛逛，造成不便敬請見諒')).toBeInTheDocument();
    expect(statusShown()).toBe('503');
    expect(screen.getByRole('button', { name: '重新整理' })).toBeInTheDocument();
  });

  it('shows the busy page when the API gives no answer', async () => {
    renderApp('/', { catalog: failingCatalog(new NetworkError()) });
    expect(await screen.findByRole('heading', { name: '網站忙碌中，請稍候片刻' })).toBeInTheDocument();
    expect(screen.getByText('工程師正在努力處理中，請稍後再試')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回到首頁' })).toHaveAttribute('href', '/');
    expect(statusShown()).toBe('500');
  });

  it('keeps the header around a failed page, since the user meta loaded', async () => {
    renderApp('/', { catalog: failingCatalog(new NetworkError()) });
    await screen.findByRole('heading', { name: '網站忙碌中，請稍候片刻' });
    expect(screen.getByRole('navigation', { name: '主選單' })).toBeInTheDocument();
  });

  it('shows only the error page when even the user meta cannot load', async () => {
    renderApp('/about', {
      setup: (c) => c.rebind(TOKENS.UserInfoGateway).toConstantValue({ load: () => Promise.reject(new TooManyAttemptsError(30)), clearUtm: async () => {} }),
    });
    expect(await screen.findByRole('heading', { name: '您的操作太頻繁了' })).toBeInTheDocument();
    expect(statusShown()).toBe('429');
    expect(screen.queryByRole('navigation', { name: '主選單' })).not.toBeInTheDocument();
  });
});
