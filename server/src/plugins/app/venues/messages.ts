/** What players read about venues (shared by the venue lookups and the transfer service). */
export const VENUE_MESSAGES = {
  unknownVenue: '场馆不存在',
  venueClosed: '该场馆正在维护，请稍后再试',
  unknownGame: '游戏不存在',
} as const;
