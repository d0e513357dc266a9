import { BANKS } from '../../../src/domain/checkout/banks';

/** Banks a shopper can transfer from for ATM 虛擬帳號 (interbank transfer works from any of them): the domain's one table. */
export const ATM_BANKS: readonly { code: string; name: string }[] = BANKS.map(({ code, name }) => ({ code, name }));
