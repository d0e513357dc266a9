import { BabyFitEndpoints as E } from '../../../contract/endpoints/babyFit';
import type { BabyPicksGateway } from '../../application/babyFit/ports';
import type { BabyPicks } from '../../domain/babyFit/babyPicks';
import type { ApiClient } from './ApiClient';
import { toCard } from './mappers';

/** 適合寶寶's call (/v1/member/baby-picks). */
export class ApiBabyPicks implements BabyPicksGateway {
  constructor(private readonly api: ApiClient) {}

  async picks(): Promise<BabyPicks> {
    const body = await this.api.call(E.picks);
    return {
      baby: body.baby && { name: body.baby.name, ageText: body.baby.age_text, title: body.baby.title, age: body.baby.age },
      cards: body.products.map(toCard),
    };
  }
}
