import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { AreaHistory, MoveResult, ReleasesList } from './types';

export const RELEASES_KEY = ['releases'] as const;

export const useReleases = () =>
  useQuery({ queryKey: RELEASES_KEY, queryFn: () => api.get<ReleasesList>('/releases') });

export const useAreaHistory = (area: string | null) =>
  useQuery({
    queryKey: [...RELEASES_KEY, area],
    queryFn: () => api.get<AreaHistory>(`/releases/${encodeURIComponent(area!)}`),
    enabled: area !== null,
  });

/** What the page asks the server to do to one area (the same operations as `npm run remotes`). */
export type ReleaseMove =
  | { area: string; action: 'rollback'; to?: string; note: string; force?: boolean }
  | { area: string; action: 'promote' | 'pin'; version: string; note: string; force?: boolean }
  | { area: string; action: 'unpin'; note: string };

export function sendMove(m: ReleaseMove) {
  const path = `/releases/${encodeURIComponent(m.area)}/${m.action}`;
  const force = 'force' in m && m.force ? { force: true } : {};
  const note = m.note ? { note: m.note } : {};
  switch (m.action) {
    case 'rollback':
      return api.post<MoveResult>(path, { ...(m.to ? { to: m.to } : {}), ...note, ...force });
    case 'promote':
    case 'pin':
      return api.post<MoveResult>(path, { version: m.version, ...note, ...force });
    case 'unpin':
      return api.post<{ changed: boolean }>(path, note);
  }
}

export function useMove() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendMove,
    onSettled: () => client.invalidateQueries({ queryKey: RELEASES_KEY }),
  });
}
