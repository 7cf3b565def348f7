import { useQuery } from '@tanstack/react-query';
import { api, query, request, type Paged } from '../../api/client';
import type { AdminRole } from '../../api/types';
import type { AdminAccount, AuditFilter, AuditRow, Job, JobRun, LedgerCheck } from './types';

export const ADMINS_KEY = ['admins'] as const;
export const AUDIT_KEY = ['audit'] as const;
export const JOBS_KEY = ['jobs'] as const;

export const useAdmins = () => useQuery({ queryKey: ADMINS_KEY, queryFn: () => api.get<AdminAccount[]>('/admins') });

export const useAuditLog = (filter: AuditFilter) =>
  useQuery({
    queryKey: [...AUDIT_KEY, filter],
    queryFn: () => api.get<Paged<AuditRow>>(`/audit${query({ ...filter })}`),
    placeholderData: (prev) => prev,
  });

export const useJobs = (enabled: boolean) =>
  useQuery({ queryKey: JOBS_KEY, queryFn: () => api.get<Job[]>('/jobs'), enabled });

export const opsApi = {
  createAdmin: (body: { username: string; password: string; role: AdminRole }) =>
    api.post<{ id: number; username: string; role: AdminRole; enabled: boolean }>('/admins', body),
  updateAdmin: (id: number, body: { enabled?: boolean; role?: AdminRole; password?: string }) =>
    request<{ id: number; username: string; role: AdminRole; enabled: boolean }>('PATCH', `/admins/${id}`, body),
  resetTotp: (id: number) => api.post<null>(`/admins/${id}/totp/reset`),
  runJob: (name: string) => api.post<JobRun>(`/jobs/${encodeURIComponent(name)}/run`),
  ledgerCheck: () => api.get<LedgerCheck>('/ledger/check'),
};
