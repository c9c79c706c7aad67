import fc from "fast-check";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { checkCv } from "./cv-upload.server.ts";

const wordDocument = {
  "[Content_Types].xml": strToU8('<?xml version="1.0"?><Types/>'),
  "_rels/.rels": strToU8("<Relationships/>"),
  "word/document.xml": strToU8("<w:document/>"),
};

const pdf = "%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF";

async function accepted(bytes: Uint8Array | string, name: string): Promise<boolean> {
  return (await checkCv(new File([typeof bytes === "string" ? bytes : Uint8Array.from(bytes)], name))).ok;
}

describe("hardening 11: the CV is what its extension says", () => {
  it("hardening 11: accepts a PDF with its signature at offset 0 and its end marker, trailing blanks allowed", async () => {
    expect(await accepted(pdf, "cv.pdf")).toBe(true);
    expect(await accepted(`${pdf}\r\n \n`, "cv.pdf")).toBe(true);
  });

  it("hardening 11: refuses a file that only carries %PDF- somewhere in its first kilobyte", async () => {
    expect(await accepted(`<html><!-- ${pdf} --><script>alert(1)</script></html>`, "cv.pdf")).toBe(false);
    expect(await accepted(`MZ\u0090\u0000${"\u0000".repeat(60)}${pdf}`, "cv.pdf")).toBe(false);
    expect(await accepted(` ${pdf}`, "cv.pdf")).toBe(false);
  });

  it("hardening 11: refuses a PDF without its end marker (cut off, or something appended)", async () => {
    expect(await accepted("%PDF-1.7\n1 0 obj <<>> endobj\n", "cv.pdf")).toBe(false);
    expect(await accepted(`${pdf}\n<script>alert(1)</script>`, "cv.pdf")).toBe(false);
  });

  it("hardening 11: accepts a DOCX whose ZIP directory holds [Content_Types].xml and word/document.xml", async () => {
    expect(await accepted(zipSync(wordDocument), "Curriculum Vitae.DOCX")).toBe(true);
  });

  it("hardening 11: refuses a ZIP without the Word parts, even when their names appear in its bytes", async () => {
    const { "word/document.xml": _document, ...rest } = wordDocument;
    expect(await accepted(zipSync(rest), "cv.docx")).toBe(false);
    // The names as file contents, not as entries: only the central directory counts.
    const disguised = zipSync(
      { "notes.txt": strToU8("[Content_Types].xml word/document.xml") },
      { level: 0 },
    );
    expect(await accepted(disguised, "cv.docx")).toBe(false);
    // The old check's fixture: a ZIP signature followed by the names, with no directory at all.
    const bare = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from("[Content_Types].xml word/document.xml"),
    ]);
    expect(await accepted(bare, "cv.docx")).toBe(false);
  });

  it("hardening 11: refuses a ZIP whose directory claims far more entries than it holds", async () => {
    const zip = zipSync(wordDocument);
    // The end-of-directory record's entry counts (offsets 8 and 10 from its signature) forged to 65535.
    const end = Buffer.from(zip).lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const forged = Uint8Array.from(zip);
    forged.set([0xff, 0xff, 0xff, 0xff], end + 8);
    expect(await accepted(forged, "cv.docx")).toBe(false);
    forged.set([10, 0, 10, 0], end + 8);
    expect(await accepted(forged, "cv.docx")).toBe(false);
  });

  it("hardening 11: refuses a real document under the other extension", async () => {
    expect(await accepted(zipSync(wordDocument), "cv.pdf")).toBe(false);
    expect(await accepted(pdf, "cv.docx")).toBe(false);
  });

  it("hardening 11: never accepts random bytes, and never throws on them", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 4096 }),
        fc.constantFrom("cv.pdf", "cv.docx"),
        async (bytes, name) => {
          expect(await accepted(bytes, name)).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});
