import type { Generated } from 'kysely';

/** Tables of migration 0012_memberProfile: Profile, babies, reviews by members and account deletion (member area). Times in epoch ms. */
export interface MemberProfilesTable {
  member_id: number;
  /** 09xxxxxxxx or '' */
  mobile: string;
  /** One of src/domain/memberProfile AVATAR_IDS. */
  avatar: string;
  updated_at: number;
}

export interface BabiesTable {
  id: Generated<number>;
  member_id: number;
  name: string;
  /** YYYY-MM-DD (Taipei); a date ahead is the due date. */
  birthday: string;
  /** boy | girl | unknown */
  gender: string;
  created_at: number;
}

/** A review photo (migration 0024): the row keeps only the key; its re-encoded variants are files (services/photos). */
export interface ReviewPhotosTable {
  id: Generated<number>;
  member_id: number;
  /** 32 hex digits, random: the photo's URL and its folder in the photo store. */
  key: string;
  created_at: number;
}

export interface MemberProfileTables {
  member_profiles: MemberProfilesTable;
  babies: BabiesTable;
  review_photos: ReviewPhotosTable;
}
