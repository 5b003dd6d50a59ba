/**
 * Run as a child process with --expose-gc (test/unit/ocr/native-memory.test.ts): frees every other
 * one of 4,000 64 KiB buffers (too small for mmap: they come from malloc's heap, and the survivors
 * pin it), then trims, and prints the RSS after freeing and after trimming as JSON.
 */
import { readFileSync } from 'node:fs';
import { releaseFreedMemoryNow, releaseFreedMemorySoon } from '../../src/infra/ocr/native-memory.js';

const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) / 1024;
const gc = (globalThis as { gc?: () => void }).gc!;
const settle = async () => {
  for (let i = 0; i < 5; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

async function fragmented(): Promise<Buffer[]> {
  const kept: Buffer[] = [];
  let freed: Buffer[] = [];
  for (let i = 0; i < 4000; i++) (i % 2 === 0 ? kept : freed).push(Buffer.alloc(64 * 1024, i));
  freed = [];
  await settle();
  return kept;
}

/** What the test expects a trim to return (it asserts the same figure). */
const RETURNED_MB = 80;
const mode = process.argv[2];
const kept = await fragmented();
const freed = rssMb();
let trimmed = false;
if (mode === 'now') trimmed = releaseFreedMemoryNow();
if (mode === 'soon') {
  // The trim runs on a libuv thread: wait for the RSS to fall, for up to 5 s.
  releaseFreedMemorySoon();
  for (let waited = 0; waited < 5000 && freed - rssMb() <= RETURNED_MB; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  trimmed = true;
}
console.log(JSON.stringify({ trimmed, freedMb: freed, afterMb: rssMb(), kept: kept.length }));
