import type { ErrorReporter } from '../../application/shell/ports';

/** Keeps what was reported, for tests and specs to look at. */
export class InMemoryErrorReporter implements ErrorReporter {
  readonly reports: { error: unknown; context: Record<string, unknown> }[] = [];

  report(error: unknown, context: Record<string, unknown> = {}): void {
    this.reports.push({ error, context });
  }
}
