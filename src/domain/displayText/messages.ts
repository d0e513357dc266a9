/** zh-TW texts of the shown-text rules, one wording wherever a name is refused. */
export const DisplayTextMessages = {
  NICKNAME_RESERVED: '暱稱不可使用官方或客服相關名稱',
  BABY_NAME_RESERVED: '寶寶的名字不可使用官方或客服相關名稱',
  /** A post would show its writer's nickname, and that nickname passes for the shop (kept from before the rule). */
  AUTHOR_NAME_RESERVED: '暱稱不可使用官方或客服相關名稱，請先到會員中心修改暱稱再發文',
} as const;
