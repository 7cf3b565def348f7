import type { AdminRole } from '../../api/types';

/** GET /admins (server/src/plugins/app/admin/admin-management.ts listAdmins): times '' when none. */
export interface AdminAccount {
  id: number;
  username: string;
  role: AdminRole;
  enabled: boolean;
  created_at: string;
  last_login_at: string;
  totp_enabled: boolean;
}

/** One row of GET /audit (plugins/app/admin/audit-log.ts listAuditLog). */
export interface AuditRow {
  id: number;
  created_at: string;
  actor: string;
  admin_id: number | null;
  action: string;
  target: string | null;
  ok: boolean;
  ip: string | null;
  detail: Record<string, unknown> | null;
}

export interface AuditFilter {
  page: number;
  per_page: number;
  action?: string;
  actor?: string;
  target?: string;
  /** Asia/Shanghai days, YYYY-MM-DD (inclusive) */
  from?: string;
  to?: string;
}

/** One job of GET /jobs (plugins/app/admin/job-runs.ts): times '' when it never ran. */
export interface Job {
  name: string;
  description: string;
  /** 0: only on demand */
  every_seconds: number;
  last_started_at: string;
  last_finished_at: string;
  last_error: string | null;
  last_result: Record<string, unknown> | null;
}

/** POST /jobs/:name/run */
export interface JobRun {
  name: string;
  run_id: number;
  ms: number;
  result: Record<string, unknown>;
}

/** GET /ledger/check; checked_at is an ISO instant */
export interface LedgerCheck {
  ok: boolean;
  problems: string[];
  checked_at: string;
}
