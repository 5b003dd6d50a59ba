/**
 * Files made from bytes this process already holds, and those bytes handed back without a copy.
 * An 18 MB bulk upload used to be copied three times on the API's event loop before its parser
 * thread saw it (into a Uint8Array, into the File, and out again through `arrayBuffer()`, chunk by
 * chunk): 150–230 ms of that loop and its collector, stalling every other account's requests.
 */
const heldBytes = new WeakMap<Blob, Uint8Array<ArrayBuffer>>();

/** A File of `bytes` (Node's Blob keeps a copy of its own), remembering `bytes` for takeBytes. */
export function fileOfBytes(bytes: Uint8Array<ArrayBuffer>, name: string, type: string): File {
  const file = new File([bytes], name, { type });
  // Only a buffer of its own can be handed over: a small Buffer is a view of Node's shared pool,
  // and transferring that would take the pool from under every other Buffer made from it.
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) heldBytes.set(file, bytes);
  return file;
}

/**
 * The bytes of `blob` in a buffer the caller owns and may transfer to a thread: those it was made
 * from where fileOfBytes made it (given out once), a copy otherwise.
 */
export async function takeBytes(blob: Blob): Promise<Uint8Array<ArrayBuffer>> {
  const held = heldBytes.get(blob);
  if (held) {
    heldBytes.delete(blob);
    return held;
  }
  return new Uint8Array(await blob.arrayBuffer());
}
