// Reads a form POST within bounds: only form encodings, a byte cap read from the stream (not trusted
// from Content-Length alone), a cap on the number of fields. Anything else is a 4xx, never a 5xx.
export type SubmittedFields = Record<string, string | string[]>;
export type SubmittedFiles = Record<string, File>;

export type Submission =
  { ok: true; fields: SubmittedFields; files: SubmittedFiles } | { ok: false; status: 400 | 413 | 415 };

export const MAX_FORM_BYTES = 64 * 1024;
/** A CV of 5 MB plus the other fields and the multipart framing. */
export const MAX_UPLOAD_FORM_BYTES = 5 * 1024 * 1024 + 128 * 1024;
const MAX_FIELDS = 200;
const MAX_VALUE_LENGTH = 20_000;

async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) return null;
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export async function readSubmission(
  request: Request,
  options: { allowFiles: boolean },
): Promise<Submission> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const multipart = /^multipart\/form-data\s*;/i.test(contentType);
  const urlEncoded = /^application\/x-www-form-urlencoded\b/i.test(contentType);
  if (!multipart && !urlEncoded) return { ok: false, status: 415 };
  let body: Uint8Array<ArrayBuffer> | null;
  try {
    body = await readCapped(
      request,
      multipart && options.allowFiles ? MAX_UPLOAD_FORM_BYTES : MAX_FORM_BYTES,
    );
  } catch {
    return { ok: false, status: 400 };
  }
  if (body === null) return { ok: false, status: 413 };
  let formData: FormData;
  try {
    formData = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return { ok: false, status: 400 };
  }
  const fields: SubmittedFields = {};
  const files: SubmittedFiles = {};
  let count = 0;
  for (const [name, value] of formData) {
    count += 1;
    if (count > MAX_FIELDS || name.length > 100) return { ok: false, status: 400 };
    if (typeof value !== "string") {
      if (!options.allowFiles || files[name]) return { ok: false, status: 400 };
      // An empty file input still sends a part: no file chosen.
      if (value.size > 0 || value.name !== "") files[name] = value;
      continue;
    }
    if (value.length > MAX_VALUE_LENGTH) return { ok: false, status: 413 };
    const previous = fields[name];
    if (previous === undefined) fields[name] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else fields[name] = [previous, value];
  }
  return { ok: true, fields, files };
}
