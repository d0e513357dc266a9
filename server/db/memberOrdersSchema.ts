/** Tables of migration 0010_memberOrders: Orders, their lifecycle and refunds (member area). Times in epoch ms. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MemberOrdersTables {}
