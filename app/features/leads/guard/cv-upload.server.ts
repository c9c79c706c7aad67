// CV upload (spec §3 contact options): PDF and DOCX only, checked by extension and by content (the
// signature at offset 0, a PDF's end marker, a DOCX's parts), at most 5 MB, stored outside the web root
// under a generated name.
import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { unzipSync } from "fflate";
import type { FieldError } from "../schemas/field-errors.ts";

export const MAX_CV_BYTES = 5 * 1024 * 1024;

export type CvKind = { extension: "pdf" | "docx"; contentType: string };

const PDF: CvKind = { extension: "pdf", contentType: "application/pdf" };
const DOCX: CvKind = {
  extension: "docx",
  contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

// A DOCX must at least be a ZIP whose central directory lists the two parts every Word document has.
const DOCX_PARTS = ["[Content_Types].xml", "word/document.xml"] as const;
// A real DOCX has a few dozen parts; a forged directory may claim billions, so reading stops early.
const MAX_ZIP_ENTRIES = 2_000;

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/**
 * The entry names of a ZIP's central directory, read by fflate without inflating anything (the filter
 * refuses every entry), so a compressed bomb costs nothing; null when the archive cannot be read.
 */
function zipEntryNames(bytes: Uint8Array): Set<string> | null {
  const names = new Set<string>();
  let entries = 0;
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        entries += 1;
        // An entry past the end of the file reads as a nameless one: the directory lies about its size.
        if (entries > MAX_ZIP_ENTRIES || entry.name === "") throw new Error("Unreadable ZIP directory");
        names.add(entry.name);
        return false;
      },
    });
  } catch {
    return null;
  }
  return names;
}

function isDocx(bytes: Uint8Array): boolean {
  // "PK\x03\x04": a ZIP starts with a local file header.
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return false;
  const names = zipEntryNames(bytes);
  return names !== null && DOCX_PARTS.every((part) => names.has(part));
}

/** A PDF starts with "%PDF-" at offset 0 and ends with "%%EOF", give or take trailing white space. */
function isPdf(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return false;
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.byteLength - 1024))).toString("latin1");
  return /%%EOF[\0\t\n\f\r ]*$/.test(tail);
}

export type CheckedCv =
  { ok: true; kind: CvKind; bytes: Uint8Array; originalName: string } | { ok: false; error: FieldError };

export async function checkCv(file: File): Promise<CheckedCv> {
  if (file.size > MAX_CV_BYTES) return { ok: false, error: "LEAD_ERROR_CV_SIZE" };
  const extension = path.extname(file.name).toLowerCase();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const originalName = file.name.replace(/[^\p{L}\p{N} ._()-]+/gu, "_").slice(-120) || `cv${extension}`;
  if (extension === ".pdf" && isPdf(bytes)) return { ok: true, kind: PDF, bytes, originalName };
  if (extension === ".docx" && isDocx(bytes)) return { ok: true, kind: DOCX, bytes, originalName };
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
