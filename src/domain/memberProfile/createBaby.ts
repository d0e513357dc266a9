/** SPEC §2.1 create-baby: /member/create-baby redirects to the profile with the create-baby dialog open. */
export const CREATE_BABY_DIALOG = 'create-baby';
export const PROFILE_PATH = '/member/profile';
export const CREATE_BABY_REDIRECT = `${PROFILE_PATH}?dialog=${CREATE_BABY_DIALOG}`;

/** Whether the profile's address asks for the create-baby dialog. */
export const opensCreateBaby = (search: URLSearchParams): boolean => search.get('dialog') === CREATE_BABY_DIALOG;
