export { enqueue, type EnqueueOptions, type EstadoJob } from './job-queue';
export {
  JobRunner,
  backoffMs,
  MAX_ERROR_LENGTH,
  type Job,
  type JobHandler,
  type JobLogger,
  type JobRunnerOptions,
} from './job-runner';
export { purgeJobs, type PurgeJobsOptions } from './purge-jobs';
