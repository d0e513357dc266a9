/** Object mothers for members (STYLE.md): the demo people of the specs. */
export const MemberMother = {
  amy: () => ({ email: 'amy@example.com', password: 'jiutuan-demo-1', nickname: '媽咪Amy', verified: true }),
  ben: () => ({ email: 'ben@example.com', password: 'jiutuan-demo-2', nickname: '爸比Ben', verified: true }),
  unverified: () => ({ email: 'new@example.com', password: 'new-member-1', nickname: '新手媽媽', verified: false }),
};
