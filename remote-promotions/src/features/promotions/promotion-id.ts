/** A promotion id from the address: a positive integer the server can hold, else null (nothing is requested). */
export function promotionIdOf(raw: string | null): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
