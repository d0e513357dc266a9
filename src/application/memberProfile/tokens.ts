/** DI symbols of the member profile ports. */
export const MEMBER_PROFILE_TOKENS = {
  MemberProfileGateway: Symbol.for('MemberProfileGateway'),
  ReviewGateway: Symbol.for('ReviewGateway'),
  AccountGateway: Symbol.for('AccountGateway'),
} as const;
