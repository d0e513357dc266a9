import type { ErrorReporter } from '../../application/shell/ports';

/** The default error-reporting adapter: the console (the browser's, or the server's log). */
export class ConsoleErrorReporter implements ErrorReporter {
  constructor(private readonly sink: Pick<Console, 'error'> = console) {}

  report(error: unknown, context: Record<string, unknown> = {}): void {
    this.sink.error('[jiutuan] reported error', error, context);
  }
}
