/** Tables of migration 0011_memberWallet: Coupons, promotion codes, the new-customer gift and shopping credit (member area). Times in epoch ms. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MemberWalletTables {}
