import type { Db } from '#app/db/client';
import type { VenueService } from '#app/plugins/app/venues/index';

/**
 * A scheduled job: runs inside the server on its interval and, on demand, from the command line
 * (`npm run job -w server -- <name>`), so tests and operators run it at will. A run must be safe to repeat.
 */
export interface Job {
  name: string;
  description: string;
  /** how often the server runs it; 0 = only on demand */
  everyMs: number;
  run(ctx: JobContext): Promise<Record<string, unknown>>;
}

export interface JobContext {
  db: Db;
  /** the clock the job reasons with (tests pass a fixed one) */
  now: Date;
  log: (msg: string, detail?: Record<string, unknown>) => void;
  /** inside the server: its venue service (with its configured transfer timeouts); the command line makes one */
  venues?: VenueService;
}

const jobs = new Map<string, Job>();

/** Each job module registers itself here (see jobs/index.ts for the list). */
export function registerJob(job: Job): Job {
  jobs.set(job.name, job);
  return job;
}

export const allJobs = () => [...jobs.values()];
export const findJob = (name: string) => jobs.get(name);
