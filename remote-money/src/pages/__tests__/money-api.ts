import {
  clearQueries,
  get,
  post,
  type ApiResponse,
  type BetRecordQuery,
  type CallOptions,
  type CardListType,
  type PayRangeType,
  type RebateQuery,
  type TransactionRecordQuery,
} from '@h5/shared';

/**
 * The area's API as the page tests see it. Each endpoint file pairs its fetcher with its hook, so a test cannot mock
 * the fetcher without losing the hook: the test files mock the api client instead (`post` and `get` of
 * `@h5/shared`, see `jest.mock` at the top of each) and `routeApi()` hands every call to the mock of its endpoint
 * below, called with what the page asked for (the fetcher's arguments read back from the request: a card list's
 * type, a form's body and its Idempotency-Key, ...). What the mock answers is what the client answers.
 *
 * Each test file has to say, before its imports:
 *   jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), post: jest.fn(), get: jest.fn() }));
 */

type Body = Record<string, unknown>;
type Read = (body: Body, options: CallOptions, path: string) => unknown[];
interface Route {
  method: 'GET' | 'POST';
  /** the path, or the start of it for a path that carries a parameter (userapimoney/{code}) */
  path: string;
  prefix: boolean;
  read: Read;
  mock: jest.Mock;
}

const routes: Route[] = [];

function endpoint<Args extends unknown[], T = unknown>(
  method: 'GET' | 'POST',
  path: string,
  read: Read = () => [],
  prefix = false,
) {
  const mock = jest.fn<Promise<ApiResponse<T>>, Args>();
  routes.push({ method, path, prefix, read, mock: mock as unknown as jest.Mock });
  return mock;
}

const key = (options: CallOptions) => options.headers?.['Idempotency-Key'];

export const api = {
  // wallet
  balanceList: endpoint<[{ poll: boolean }]>('POST', '/api/balancelist', (_b, o) => [{ poll: o.toastError === false }]),
  userApiMoney: endpoint<[platname: string]>(
    'POST',
    '/api/userapimoney/',
    (_b, _o, path) => [decodeURIComponent(path.slice('/api/userapimoney/'.length))],
    true,
  ),
  transAll: endpoint<[idempotencyKey: string]>('POST', '/api/transall', (_b, o) => [key(o)]),
  refreshUserMoney: endpoint<[]>('POST', '/api/refreshusermoney'),
  // deposit
  payWays: endpoint<[]>('GET', '/api/get_pay_way'),
  payRange: endpoint<[type: PayRangeType]>('POST', '/api/getPayRange', (b) => [b.type]),
  payBank: endpoint<[]>('POST', '/api/getpaybank'),
  recharge: endpoint<[body: Body, idempotencyKey: string]>('POST', '/api/recharge', (b, o) => [b, key(o)]),
  protection: endpoint<[]>('POST', '/api/protection'),
  payInfo: endpoint<[depositNo: string]>('POST', '/api/payinfo', (b) => [b.deposit_no]),
  // withdrawal
  betAmount: endpoint<[]>('POST', '/api/getBetAmount'),
  withdraw: endpoint<[body: Body, idempotencyKey: string]>('POST', '/api/withdraw', (b, o) => [b, key(o)]),
  // transfer
  transfer: endpoint<[body: Body, idempotencyKey: string]>('POST', '/api/transfer', (b, o) => [b, key(o)]),
  transferStatus: endpoint<[transferstatus: 0 | 1]>('POST', '/api/uptransferstatus', (b) => [b.transferstatus]),
  // cards
  getCard: endpoint<[type: CardListType]>('POST', '/api/getcard', (b) => [b.type]),
  bindCard: endpoint<[body: Body]>('POST', '/api/bindcard', (b) => [b]),
  delCard: endpoint<[id: number]>('POST', '/api/delcard', (b) => [b.id]),
  bankList: endpoint<[]>('POST', '/api/banklist'),
  // records and rebate
  betRecords: endpoint<[query: BetRecordQuery]>('POST', '/api/betrecord', (b) => [b]),
  transactionRecords: endpoint<[query: TransactionRecordQuery]>('POST', '/api/gettransrecord', (b) => [b]),
  // the rebate list is asked with an empty `type` (all kinds); the page's query is the rest
  rebateRecords: endpoint<[query: Omit<RebateQuery, 'type'>]>(
    'POST',
    '/api/getfanshui',
    ({ type: _type, ...query }) => [query],
  ),
  claimRebate: endpoint<[idempotencyKey: string]>('POST', '/api/dofanshui', (_b, o) => [key(o)]),
};

/**
 * A fresh page load for each test: the client's calls go to the endpoint mocks again (after `jest.resetAllMocks`)
 * and the site's query cache is empty. An endpoint no mock stands for fails the call (and the test).
 */
export function routeApi() {
  clearQueries();
  const dispatch =
    (method: Route['method']) =>
    async (path: string, body?: unknown, options: CallOptions = {}): Promise<ApiResponse<never>> => {
      const route = routes.find((r) => r.method === method && (r.prefix ? path.startsWith(r.path) : r.path === path));
      if (!route) throw new Error(`no test answer for ${method} ${path}`);
      return route.mock(...route.read((body ?? {}) as Body, options, path));
    };
  (post as jest.MockedFunction<typeof post>).mockImplementation(dispatch('POST'));
  (get as jest.MockedFunction<typeof get>).mockImplementation(dispatch('GET'));
}
