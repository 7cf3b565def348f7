/** The one response shape of the contract: `{code, message, data}`, code 200 meaning success. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = 'success'): Envelope<T> {
  return { code: 200, message, data };
}

export function fail(code: number, message: string): Envelope<null> {
  return { code, message, data: null };
}
