import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { api, query, request, type Paged } from '../../api/client';
import type {
  Bank,
  FaultMode,
  Game,
  GameCategory,
  GameFilter,
  GameInput,
  PayChannel,
  PayChannelType,
  ReceivingAccount,
  Transfer,
  TransferState,
  Venue,
  VenueFault,
} from './types';

export const GAMES_KEY = ['games'] as const;
export const CATEGORIES_KEY = ['game-categories'] as const;
export const VENUES_KEY = ['venues'] as const;
export const FAULTS_KEY = ['venue-faults'] as const;
export const TRANSFERS_KEY = ['transfers'] as const;
export const CHANNELS_KEY = ['pay-channels'] as const;
export const ACCOUNTS_KEY = ['receiving-accounts'] as const;
export const BANKS_KEY = ['banks'] as const;

export const useGameCategories = () =>
  useQuery({ queryKey: CATEGORIES_KEY, queryFn: () => api.get<GameCategory[]>('/game-categories') });

export const useGames = (filter: GameFilter) =>
  useQuery({
    queryKey: [...GAMES_KEY, filter],
    queryFn: () => api.get<Paged<Game>>(`/games${query({ ...filter })}`),
    placeholderData: (prev) => prev,
  });

export const useVenues = () => useQuery({ queryKey: VENUES_KEY, queryFn: () => api.get<Venue[]>('/venues') });

/** super only: the fault switches that are on */
export const useVenueFaults = (enabled: boolean) =>
  useQuery({ queryKey: FAULTS_KEY, queryFn: () => api.get<VenueFault[]>('/venues/faults'), enabled });

export const useTransfers = (filter: { page: number; state: TransferState | '' }) =>
  useQuery({
    queryKey: [...TRANSFERS_KEY, filter],
    queryFn: () => api.get<Paged<Transfer>>(`/transfers${query(filter)}`),
    placeholderData: (prev) => prev,
  });

export const usePayChannels = () =>
  useQuery({ queryKey: CHANNELS_KEY, queryFn: () => api.get<PayChannel[]>('/pay-channels') });
export const useReceivingAccounts = () =>
  useQuery({ queryKey: ACCOUNTS_KEY, queryFn: () => api.get<ReceivingAccount[]>('/receiving-accounts') });
export const useBanks = () => useQuery({ queryKey: BANKS_KEY, queryFn: () => api.get<Bank[]>('/banks') });

export const catalogueApi = {
  createGame: (body: GameInput) => api.post<Game>('/games', body),
  updateGame: (id: number, body: Partial<GameInput>) => request<Game>('PATCH', `/games/${id}`, body),
  deleteGame: (id: number) => request<null>('DELETE', `/games/${id}`),
  setCategory: (id: string, app_state: 0 | 1) =>
    request<{ id: string; name: string; app_state: 0 | 1; games: number }>('PATCH', `/game-categories/${id}`, {
      app_state,
    }),
  updateVenue: (platname: string, body: Partial<Pick<Venue, 'name' | 'enabled' | 'sort'>>) =>
    request<Venue>('PATCH', `/venues/${encodeURIComponent(platname)}`, body),
  setFault: (platname: string, mode: FaultMode) =>
    request<VenueFault>('PUT', `/venues/${encodeURIComponent(platname)}/fault`, { mode }),
  reconcile: (outTradeNo: string) =>
    api.post<Transfer & { outcome: string }>(`/transfers/${encodeURIComponent(outTradeNo)}/reconcile`),
  updateChannel: (type: PayChannelType, body: Partial<Omit<PayChannel, 'type'>>) =>
    request<PayChannel>('PATCH', `/pay-channels/${type}`, body),
};

/**
 * A change the page sends: its success message (the server's words unless `done` says otherwise), its refusal shown
 * as the server wrote it, and the lists it touches asked again either way (a refusal may mean another admin changed it).
 */
export function useAction<V, R>(
  keys: readonly QueryKey[],
  send: (v: V) => Promise<R>,
  done?: (r: R, v: V) => string | undefined,
) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (r, v) => {
      const text = done ? done(r, v) : '已保存';
      if (text) void message.success(text);
    },
    onError: (e) => void message.error(e.message),
    onSettled: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** POST / PATCH / DELETE of one pay-configuration list (/receiving-accounts, /banks): finance. */
export const payConfigSend = <Row extends { id: number }>(path: string) => ({
  create: (body: Partial<Omit<Row, 'id'>>) => api.post<Row>(path, body),
  update: (id: number, body: Partial<Omit<Row, 'id'>>) => request<Row>('PATCH', `${path}/${id}`, body),
  remove: (id: number) => request<null>('DELETE', `${path}/${id}`),
});
