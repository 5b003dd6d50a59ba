import { createRequire } from 'node:module';

/**
 * Hands memory the process has freed back to the system (decision 0304). glibc's malloc keeps
 * freed blocks inside its heaps for reuse; an image's reading frees tens of MB of them
 * (onnxruntime's tensors, libvips's rasters, tesseract's pages) scattered between blocks still in
 * use, so they stay in the process's RSS and the heaps creep from image to image. `malloc_trim(0)`
 * returns every whole free page of every heap (madvise), not only the heaps' tops: 3-20 ms and
 * 20-70 MB after an image. It is called through koffi, an FFI library whose binaries ship prebuilt
 * in npm packages (no compiler at install), on a libuv thread, so the event loop does not wait for
 * it. Where there is no glibc (musl, macOS, Windows) it does nothing.
 */
interface MallocTrim {
  (pad: number): number;
  async(pad: number, done: (error: unknown, result: number) => void): void;
}

let trim: MallocTrim | null | undefined;

function mallocTrim(): MallocTrim | null {
  if (trim !== undefined) return trim;
  trim = null;
  if (process.platform !== 'linux') return trim;
  try {
    const koffi = createRequire(import.meta.url)('koffi') as typeof import('koffi');
    trim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as MallocTrim;
  } catch {
    // not glibc: that allocator keeps its own policy
  }
  return trim;
}

let running = false;
let again = false;

/**
 * Trims on a libuv thread; a call while a trim runs asks for one more after it (the memory freed
 * meanwhile), however many calls came.
 */
export function releaseFreedMemorySoon(): void {
  const call = mallocTrim();
  if (!call) return;
  if (running) {
    again = true;
    return;
  }
  running = true;
  call.async(0, () => {
    running = false;
    if (again) {
      again = false;
      releaseFreedMemorySoon();
    }
  });
}

/** Trims now, on this thread; false where there is nothing to call (no glibc). */
export function releaseFreedMemoryNow(): boolean {
  const call = mallocTrim();
  call?.(0);
  return call !== null;
}
