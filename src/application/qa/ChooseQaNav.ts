import { inject, injectable } from '../injection';
import { chooseQaNav, type QaNavInput, type QaNavState } from '../../domain/qa/qaNav';
import type { QaGateway } from './ports';
import { QA_TOKENS } from './tokens';

/** The Q&A navigation state of a route (SPEC §2.5), over the categories the API knows. */
@injectable()
export class ChooseQaNav {
  constructor(@inject(QA_TOKENS.QaGateway) private readonly gateway: QaGateway) {}

  async execute(input: QaNavInput): Promise<QaNavState> {
    return chooseQaNav(await this.gateway.categories(), input);
  }
}
