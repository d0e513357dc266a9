import { inject, injectable } from '../injection';
import { LAZY_IMAGE_MARGIN_PX } from '../../domain/pageBehaviour/pageBehaviour';
import type { Viewport } from './ports';
import { PAGE_BEHAVIOUR_TOKENS } from './tokens';

/** SPEC §4.7: resolves when a lazy image should start loading: 150 px before it enters the view. */
@injectable()
export class LoadLazyImage {
  constructor(@inject(PAGE_BEHAVIOUR_TOKENS.Viewport) private readonly viewport: Viewport) {}

  execute(input: { image: object; signal: AbortSignal }): Promise<void> {
    return this.viewport.whenNear(input.image, LAZY_IMAGE_MARGIN_PX, input.signal);
  }
}
