import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { captchaPng, captchaSvg } from "./captcha-image.server.ts";
import { checkCv, MAX_CV_BYTES } from "./cv-upload.server.ts";
import { isSameOriginPost } from "./origin-check.ts";
import { MAX_FORM_BYTES, readSubmission } from "./read-submission.server.ts";

const site = "https://www.immo.example";

function post(headers: Record<string, string>, body: BodyInit = "a=1") {
  return new Request(`${site}/contact/`, { method: "POST", headers, body });
}

describe("origin check", () => {
  it("refuses a POST from another site and accepts one from the site", () => {
    expect(isSameOriginPost(post({ Origin: "https://evil.example" }), site)).toBe(false);
    expect(isSameOriginPost(post({ Origin: "null" }), site)).toBe(false);
    expect(isSameOriginPost(post({ "Sec-Fetch-Site": "cross-site" }), site)).toBe(false);
    expect(isSameOriginPost(post({ Origin: site }), site)).toBe(true);
    expect(isSameOriginPost(post({}), site)).toBe(true);
  });
});

describe("reading a submission", () => {
  it("reads repeated fields as a list", async () => {
    const body = new URLSearchParams([
      ["timeSlots", "10-13"],
      ["timeSlots", "16-19"],
      ["firstName", "Anna"],
    ]);
    const result = await readSubmission(post({ "Content-Type": "application/x-www-form-urlencoded" }, body), {
      allowFiles: false,
    });
    expect(result).toEqual({
      ok: true,
      fields: { timeSlots: ["10-13", "16-19"], firstName: "Anna" },
      files: {},
    });
  });

  it("refuses other encodings, oversized bodies and files where none are expected", async () => {
    const json = post({ "Content-Type": "application/json" }, "{}");
    expect(await readSubmission(json, { allowFiles: false })).toEqual({ ok: false, status: 415 });
    const big = post(
      { "Content-Type": "application/x-www-form-urlencoded" },
      `a=${"x".repeat(MAX_FORM_BYTES)}`,
    );
    expect(await readSubmission(big, { allowFiles: false })).toEqual({ ok: false, status: 413 });
    const form = new FormData();
    form.set("cv", new File(["%PDF-1.7"], "cv.pdf"));
    const upload = new Request(`${site}/contact/`, { method: "POST", body: form });
    expect(await readSubmission(upload, { allowFiles: false })).toEqual({ ok: false, status: 400 });
    expect(
      (
        await readSubmission(new Request(`${site}/contact/`, { method: "POST", body: form }), {
          allowFiles: true,
        })
      ).ok,
    ).toBe(true);
  });

  it("answers a broken multipart body with a 400", async () => {
    const broken = post({ "Content-Type": "multipart/form-data; boundary=xyz" }, "--xyz\r\nnonsense");
    expect(await readSubmission(broken, { allowFiles: true })).toEqual({ ok: false, status: 400 });
  });
});

describe("CV upload", () => {
  const docx = zipSync({
    "[Content_Types].xml": strToU8("<Types/>"),
    "word/document.xml": strToU8("<w:document/>"),
  });

  it("accepts a PDF and a DOCX whose content matches their extension", async () => {
    expect((await checkCv(new File(["%PDF-1.7\n...\n%%EOF\n"], "cv.pdf"))).ok).toBe(true);
    expect((await checkCv(new File([docx], "Curriculum Vitae.DOCX"))).ok).toBe(true);
  });

  it("refuses other types, renamed files and files over 5 MB", async () => {
    expect(await checkCv(new File(["MZ..."], "cv.exe"))).toEqual({ ok: false, error: "LEAD_ERROR_CV_TYPE" });
    expect(await checkCv(new File(["<html>"], "cv.pdf"))).toEqual({ ok: false, error: "LEAD_ERROR_CV_TYPE" });
    expect(await checkCv(new File([docx], "cv.pdf"))).toEqual({ ok: false, error: "LEAD_ERROR_CV_TYPE" });
    const huge = new File([new Uint8Array(MAX_CV_BYTES + 1)], "cv.pdf");
    expect(await checkCv(huge)).toEqual({ ok: false, error: "LEAD_ERROR_CV_SIZE" });
  });
});

describe("captcha image", () => {
  it("draws the same ticket the same way, without any readable text", async () => {
    expect(captchaSvg("ACDEF", "n1")).toBe(captchaSvg("ACDEF", "n1"));
    expect(captchaSvg("ACDEF", "n1")).not.toBe(captchaSvg("ACDEF", "n2"));
    expect(captchaSvg("ACDEF", "n1")).not.toMatch(/<text|ACDEF/);
    const png = await captchaPng("ACDEF", "n1");
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  });
});
