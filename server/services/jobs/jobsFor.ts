import type { JobLog, Jobs } from './Jobs';
import { InProcessJobs } from './InProcessJobs';
import { PgBossJobs } from './PgBossJobs';

/** pg-boss on PostgreSQL (many processes may share it), in process on SQLite (one process by design). */
export function jobsFor(databaseUrl: string, log: JobLog): Jobs {
  return /^postgres(ql)?:\/\//.test(databaseUrl) ? new PgBossJobs(databaseUrl, log) : new InProcessJobs(log);
}
