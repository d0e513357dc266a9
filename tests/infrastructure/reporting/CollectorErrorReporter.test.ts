import { CollectorErrorReporter } from '../../../src/infrastructure/reporting/CollectorErrorReporter';
import { InMemoryErrorReporter } from '../../../src/infrastructure/reporting/InMemoryErrorReporter';

describe('CollectorErrorReporter', () => {
  const setup = () => {
    const inner = new InMemoryErrorReporter();
    const sent: { url: string; body: Record<string, unknown> }[] = [];
    const reporter = new CollectorErrorReporter(inner, (url, body) => sent.push({ url, body: JSON.parse(body) as Record<string, unknown> }), () => '/mall');
    return { inner, sent, reporter };
  };

  it('keeps the console (inner) output and posts the report to the collector once per message and stack', () => {
    const { inner, sent, reporter } = setup();
    const error = new Error('Request failed with status code 502');
    reporter.report(error, { status: 502, config: { nested: true }, gone: undefined });
    reporter.report(error, { status: 502 });
    expect(inner.reports).toHaveLength(2);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: '/v1/error-reports', body: { message: 'Request failed with status code 502', path: '/mall', context: { status: 502, config: '[object Object]' } } });
    expect(String(sent[0].body.stack)).toContain('Error');
  });

  it('sends at most 20 reports per page', () => {
    const { sent, reporter } = setup();
    for (let i = 0; i < 30; i += 1) reporter.report(`failure ${i}`);
    expect(sent).toHaveLength(20);
  });
});
