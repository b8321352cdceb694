import "server-only";

/**
 * The request's body as text, or null when it is longer than `maxBytes`. It is read as a stream
 * and reading stops at the cap, so an oversized body costs at most `maxBytes` of memory and work,
 * whatever Content-Length claims (or leaves out).
 */
export async function readCapped(request: Request, maxBytes: number): Promise<string | null> {
  const bytes = await readCappedBytes(request, maxBytes);
  return bytes && Buffer.from(bytes).toString("utf8");
}

/** The request's body as bytes (an upload), or null past `maxBytes`; read the same way as readCapped. */
export async function readCappedBytes(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
