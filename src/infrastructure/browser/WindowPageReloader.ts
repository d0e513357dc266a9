import type { PageReloader } from '../../application/shell/ports';

export class WindowPageReloader implements PageReloader {
  constructor(private readonly location: Pick<Location, 'reload'> | undefined = globalThis.location) {}

  reload(): void {
    this.location?.reload();
  }
}
