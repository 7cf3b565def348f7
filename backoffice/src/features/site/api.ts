import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../api/client';
import type { SiteSettings } from './types';

export const SETTINGS_KEY = ['settings'] as const;

export const useSettings = () =>
  useQuery({ queryKey: SETTINGS_KEY, queryFn: () => api.get<SiteSettings>('/settings') });

/** PATCH /settings with only the keys that changed; the answer (every setting after the change) replaces the cache. */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<SiteSettings>) => request<SiteSettings>('PATCH', '/settings', changes),
    onSuccess: (settings) => {
      client.setQueryData(SETTINGS_KEY, settings);
      void client.invalidateQueries({ queryKey: SETTINGS_KEY });
    },
  });
}
