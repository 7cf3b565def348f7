/** The server's two-decimal money string with ¥ and thousands separators: "12345.60" → ¥12,345.60. */
export function yuan(value: string | null | undefined) {
  if (value === null || value === undefined || value === '') return '—';
  const negative = value.startsWith('-');
  const [whole, cents] = (negative ? value.slice(1) : value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}¥${grouped}${cents === undefined ? '' : `.${cents}`}`;
}
