import "server-only";
import { readCappedBytes } from "./body";

// A multipart upload (the newsroom's image and Markdown files), read up to a cap before anything
// parses it: a body past `maxBytes` costs at most that much, whatever Content-Length says.

/** The form's entries; "tooLarge" past `maxBytes`; "malformed" when it is not multipart form data. */
export async function readUpload(request: Request, maxBytes: number): Promise<FormData | "tooLarge" | "malformed"> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) return "malformed";
  const bytes = await readCappedBytes(request, maxBytes);
  if (!bytes) return "tooLarge";
  try {
    return await new Response(new Uint8Array(bytes), { headers: { "content-type": type } }).formData();
  } catch {
    return "malformed";
  }
}

/** Room for a multipart body's boundaries, headers and small text fields beside its files. */
export const FORM_OVERHEAD_BYTES = 64 * 1024;
