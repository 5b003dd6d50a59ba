import { useEffect, useState } from 'preact/hooks';
import { currentAccessToken } from '../api/session';
import { execute, executeUpload } from '../api/graphql';
import { BatchJobQuery, SubmitBatchJobMutation } from '../api/operations';
import type { DashboardBatchJobQuery } from '../gql/graphql';
import { messageOf } from './useLoad';

type Job = NonNullable<DashboardBatchJobQuery['batchJob']>;
const ENDED = new Set(['succeeded', 'failed', 'cancelled']);

/** Upload a list of VINs as a bulk job, watch its progress, download its results. */
export function BatchJobs() {
  const [job, setJob] = useState<Job>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  // Polls the job until it ends (the REST answer's Retry-After pace: 2 s; faster feels no different).
  useEffect(() => {
    if (!job || ENDED.has(job.state)) return;
    const timer = setTimeout(() => {
      execute(BatchJobQuery, { id: job.id })
        .then(({ batchJob }) => setJob(batchJob))
        .catch((e: unknown) => setError(messageOf(e)));
    }, 1000);
    return () => clearTimeout(timer);
  }, [job]);

  async function submit(event: Event) {
    event.preventDefault();
    const file = new FormData(event.currentTarget as HTMLFormElement).get('vins-file');
    if (!(file instanceof File) || file.size === 0) return setError('Choose a file first.');
    setBusy(true);
    setError(undefined);
    try {
      const { submitBatchJob } = await executeUpload(SubmitBatchJobMutation, { file }, 'file', file);
      setJob({ ...submitBatchJob, successful: 0, failed: 0, duplicates: 0, progress: 0 });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  /** The file needs the access token, which a plain link cannot send: fetched, then saved. */
  async function download(format: 'csv' | 'jsonl') {
    if (!job) return;
    const token = currentAccessToken();
    const res = await fetch(`/api/v1/batch-jobs/${job.id}/results?format=${format}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!res.ok) return setError(`the download failed (${res.status})`);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(await res.blob());
    link.download = `batch-job-${job.id}.${format}`;
    link.click();
    URL.revokeObjectURL(link.href);
  }

  return (
    <section id="jobs" aria-labelledby="jobs-title">
      <h2 id="jobs-title">Bulk jobs</h2>
      <p class="hint">
        A CSV (a vin column, or one VIN a line), JSON lines or a JSON array of up to 1,000,000 VINs. Each VIN decoded counts against the
        quota; repeats and failures are free.
      </p>
      <form onSubmit={submit}>
        <label for="vins-file">File of VINs</label>
        <input id="vins-file" name="vins-file" type="file" accept=".csv,.txt,.json,.jsonl,.ndjson" />
        <button type="submit" disabled={busy}>
          Submit job
        </button>
      </form>
      <div aria-live="polite">
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        {job && (
          <div class="job">
            <label for="job-progress">
              Job {job.state.replace('_', ' ')}: {job.processed.toLocaleString('en-US')} of {job.total.toLocaleString('en-US')} VINs,{' '}
              {job.billed.toLocaleString('en-US')} billed
            </label>
            <progress id="job-progress" max={job.total} value={job.processed} />
            <button type="button" class="secondary" disabled={job.processed === 0} onClick={() => void download('csv')}>
              Download CSV
            </button>
            <button type="button" class="secondary" disabled={job.processed === 0} onClick={() => void download('jsonl')}>
              Download JSON lines
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
