/** A level number from the player's info: 1 to the number of levels, else null (a visitor). */
export const levelOf = (vip: unknown, count: number): number | null => {
  const n = Number(vip);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, count) : null;
};
