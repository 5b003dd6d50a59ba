/**
 * A stand-in reader process for the pool's tests (test/unit/ocr/reader-pool-cores.test.ts): it
 * speaks reader-process.ts's messages, but a reading only asks the server one question and ends
 * when it is answered, with what it was told meanwhile of the readers reading (decision 0314).
 * With COUNTING_READER_WARM_DIR set, its models "load" once the test creates `warm-<pid>` there.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout } from 'node:timers';

let reading = null;

function warmWhenLet() {
  const dir = process.env.COUNTING_READER_WARM_DIR;
  if (!dir || existsSync(join(dir, `warm-${process.pid}`))) process.send({ type: 'warmed' });
  else setTimeout(warmWhenLet, 20);
}

process.on('message', (message) => {
  if (message.type === 'warm') warmWhenLet();
  else if (message.type === 'read') {
    reading = { id: message.id, told: [] };
    process.send({ type: 'ask', id: message.id, question: null });
  } else if (message.type === 'readers-reading') reading?.told.push(message.count);
  else if (message.type === 'answer' && reading) {
    process.send({ type: 'done', id: reading.id, result: reading.told });
    reading = null;
  }
});
process.on('disconnect', () => process.exit(0));
