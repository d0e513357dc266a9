import { errorPageFor, errorPageStatus } from '../../../src/domain/errors/errorPage';
import { ApiError, NetworkError, NotFoundError, RequestTimeoutError, ServiceUnavailableError, TooManyAttemptsError } from '../../../src/domain/errors/clientErrors';

describe('error pages (SPEC §2.3, §8)', () => {
  it.each([
    [new NotFoundError(), 404, 'not-found'],
    [new ServiceUnavailableError(), 503, 'unavailable'],
    [new TooManyAttemptsError(null), 429, 'too-many'],
    [new ApiError(403, 'GEN_000403'), 403, 'forbidden'],
    [new ApiError(502, 'GEN_000500'), 502, 'bad-gateway'],
    [new RequestTimeoutError(), 504, 'timeout'],
    [new NetworkError(), 500, 'busy'],
    [new ApiError(500, 'GEN_000500'), 500, 'busy'],
    [new Error('boom'), 500, 'busy'],
  ])('%s → %i %s', (error, status, page) => {
    expect(errorPageStatus(error)).toBe(status);
    expect(errorPageFor(status)).toBe(page);
  });
});
