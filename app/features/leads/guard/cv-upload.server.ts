// CV upload (spec §3 contact options): PDF and DOCX only, checked by extension and by content
// signature, at most 5 MB, stored outside the web root under a generated name.
import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FieldError } from "../schemas/fields.ts";

export const MAX_CV_BYTES = 5 * 1024 * 1024;

export type CvKind = { extension: "pdf" | "docx"; contentType: string };

const PDF: CvKind = { extension: "pdf", contentType: "application/pdf" };
const DOCX: CvKind = {
  extension: "docx",
  contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** A DOCX is a ZIP archive whose entries include the Word document part. */
function looksLikeDocx(bytes: Uint8Array): boolean {
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (!zip) return false;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  return text.includes("[Content_Types].xml") && text.includes("word/");
}

function looksLikePdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 1024)).toString("latin1").includes("%PDF-");
}

export type CheckedCv =
  { ok: true; kind: CvKind; bytes: Uint8Array; originalName: string } | { ok: false; error: FieldError };

export async function checkCv(file: File): Promise<CheckedCv> {
  if (file.size > MAX_CV_BYTES) return { ok: false, error: "LEAD_ERROR_CV_SIZE" };
  const extension = path.extname(file.name).toLowerCase();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const originalName = file.name.replace(/[^\p{L}\p{N} ._()-]+/gu, "_").slice(-120) || `cv${extension}`;
  if (extension === ".pdf" && looksLikePdf(bytes)) return { ok: true, kind: PDF, bytes, originalName };
  if (extension === ".docx" && looksLikeDocx(bytes)) return { ok: true, kind: DOCX, bytes, originalName };
  return { ok: false, error: "LEAD_ERROR_CV_TYPE" };
}

export type StoredCv = {
  storedName: string;
  storedPath: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
};

/** Writes the CV under `<dataDir>/uploads/cv/`, which no route serves. */
export async function storeCv(dataDir: string, cv: Extract<CheckedCv, { ok: true }>): Promise<StoredCv> {
  const directory = path.join(dataDir, "uploads", "cv");
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const storedName = `${randomUUID()}.${cv.kind.extension}`;
  const storedPath = path.join(directory, storedName);
  await writeFile(storedPath, cv.bytes, { mode: 0o600, flag: "wx" });
  return {
    storedName,
    storedPath,
    originalName: cv.originalName,
    contentType: cv.kind.contentType,
    sizeBytes: cv.bytes.byteLength,
  };
}

export async function discardCv(cv: StoredCv): Promise<void> {
  await rm(cv.storedPath, { force: true });
}
