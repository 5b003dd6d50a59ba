import type { Kysely } from 'kysely';
import { findBatchJob, readResultPage } from '../../data/repos/batch-jobs.repo.js';
import type { Database } from '../../data/tables/index.js';
import { csvHeader, csvRecord } from './results-csv.js';
import { expandStoredLines } from './stored-result-lines.js';

export type ResultsFormat = 'jsonl' | 'csv';

/** Result rows (of up to a chunk each) read per round trip while a download streams. */
const ROWS_PER_PAGE = 8;

/**
 * A job's stored result lines in input order, as JSON lines or CSV, a page of rows at a time (a
 * 1,000,000-line file is never held whole). Lines are stored as a contiguous prefix of the input,
 * so a download of a running or paused job is a complete prefix: the first `processed` lines.
 */
export async function* resultText(db: Kysely<Database>, jobId: string, format: ResultsFormat): AsyncGenerator<string> {
  const job = await findBatchJob(db, jobId);
  if (!job) return;
  // The shape the lines were written in (the deployment's when the job was submitted).
  const shape = job.shape;
  if (format === 'csv') yield csvHeader(shape);
  let from = 0;
  for (;;) {
    const rows = await readResultPage(db, jobId, from, ROWS_PER_PAGE);
    for (const row of rows) {
      if (row.first_index !== from) return; // never the case: rows are contiguous from 0
      from = row.first_index + row.count;
      // Lines stored as short records are rebuilt here, a row (one chunk) at a time.
      const lines = expandStoredLines(row.lines, shape);
      if (format === 'jsonl') yield lines;
      else
        yield lines
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => csvRecord(line, shape))
          .join('');
    }
    if (rows.length < ROWS_PER_PAGE) return;
  }
}
