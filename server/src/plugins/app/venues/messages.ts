/** What players and operators read about venues: the one place of these texts (lookups, transfers, records, back office). */
export const VENUE_MESSAGES = {
  unknownVenue: '场馆不存在',
  venueClosed: '该场馆正在维护，请稍后再试',
  unknownGame: '游戏不存在',
} as const;
