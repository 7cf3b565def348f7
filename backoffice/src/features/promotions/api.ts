import { useQuery } from '@tanstack/react-query';
import { api, query, request, type Paged } from '../../api/client';
import type {
  Application,
  ApplicationState,
  BoardRow,
  Decision,
  Promotion,
  PromotionBody,
  PromotionType,
  RedpacketRule,
  RedpacketRuleBody,
  ScheduleView,
  VipLevel,
} from './types';

export const BOARD_KEY = ['promotion-board'] as const;
export const PROMOTIONS_KEY = ['promotions'] as const;
export const TYPES_KEY = ['promotion-types'] as const;
export const APPLICATIONS_KEY = ['applications'] as const;
export const RULES_KEY = ['redpacket-rules'] as const;
export const VIP_KEY = ['vip-levels'] as const;

export const usePromotionBoard = () =>
  useQuery({ queryKey: BOARD_KEY, queryFn: () => api.get<BoardRow[]>('/promotion-board') });

export const usePromotion = (id: number | undefined) =>
  useQuery({
    queryKey: [...PROMOTIONS_KEY, id],
    queryFn: () => api.get<Promotion>(`/promotions/${id}`),
    enabled: id !== undefined,
  });

export interface PageFilter {
  page: number;
  per_page: number;
}

/** A page of the types (the selects ask for the first 100: a site has a handful). */
export const usePromotionTypes = (f: PageFilter = { page: 1, per_page: 100 }) =>
  useQuery({
    queryKey: [...TYPES_KEY, f],
    queryFn: () => api.get<Paged<PromotionType>>(`/promotion-types${query({ ...f })}`),
    placeholderData: (prev) => prev,
  });

/** GET /applications: 10 a page (the server's size), newest first, of one state or all. */
export const useApplications = (f: { state?: ApplicationState; page: number }) =>
  useQuery({
    queryKey: [...APPLICATIONS_KEY, f],
    queryFn: () => api.get<Paged<Application>>(`/applications${query({ ...f })}`),
    placeholderData: (prev) => prev,
  });

export const useRedpacketRules = () =>
  useQuery({ queryKey: RULES_KEY, queryFn: () => api.get<RedpacketRule[]>('/redpacket-rules') });

export const useVipLevels = () => useQuery({ queryKey: VIP_KEY, queryFn: () => api.get<VipLevel[]>('/vip-levels') });

export const promotionsApi = {
  createPromotion: (body: PromotionBody) => api.post<Promotion>('/promotions', body),
  updatePromotion: (id: number, body: PromotionBody) => request<Promotion>('PATCH', `/promotions/${id}`, body),
  deletePromotion: (id: number) => request<null>('DELETE', `/promotions/${id}`),
  schedule: (id: number, body: { starts_at: string | null; ends_at: string | null }) =>
    api.post<ScheduleView>(`/promotions/${id}/schedule`, body),
  retire: (id: number) => api.post<ScheduleView>(`/promotions/${id}/retire`),

  createType: (body: { name: string; sort: number }) => api.post<PromotionType>('/promotion-types', body),
  updateType: (id: number, body: { name?: string; sort?: number }) =>
    request<PromotionType>('PATCH', `/promotion-types/${id}`, body),
  deleteType: (id: number) => request<null>('DELETE', `/promotion-types/${id}`),

  pass: (id: number, body: Decision) =>
    api.post<{ id: number; state: ApplicationState; bonus: string }>(`/applications/${id}/pass`, body),
  reject: (id: number, reason: string) => api.post<{ id: number }>(`/applications/${id}/reject`, { reason }),

  createRule: (body: RedpacketRuleBody) => api.post<RedpacketRule>('/redpacket-rules', body),
  updateRule: (id: number, body: RedpacketRuleBody) => request<RedpacketRule>('PATCH', `/redpacket-rules/${id}`, body),
  deleteRule: (id: number) => request<null>('DELETE', `/redpacket-rules/${id}`),

  updateVipLevel: (level: number, body: Partial<Omit<VipLevel, 'level' | 'name'>>) =>
    request<VipLevel>('PATCH', `/vip-levels/${level}`, body),
};
