import { describe, expect, it } from "vitest";
import { maskEmails, maskRecord } from "./personal-data-mask.ts";

describe("log masking", () => {
  it("operate 5: masks every e-mail address in a line, keeps the rest", () => {
    expect(maskEmails("Outbox: 550 <anna.peeters@example.be> unknown, cc Jan.Smet@mail.agency.lu")).toBe(
      "Outbox: 550 <a***@e***.be> unknown, cc J***@m***.lu",
    );
    expect(maskEmails("Key (email)=(élodie@société.fr) already exists")).toBe(
      "Key (email)=(é***@s***.fr) already exists",
    );
    expect(maskEmails("no address here, 10 @ 3 o'clock")).toBe("no address here, 10 @ 3 o'clock");
  });

  it("operate 5: masks names and addresses in fields at any depth, and in error messages", () => {
    const record = maskRecord({
      msg: "stored for anna@example.be",
      lead: { firstName: "Anna", lastName: "Peeters", email: "anna@example.be", form: "contact-me" },
      to: ["anna@example.be", "jan@example.be"],
      err: new Error("could not mail bob@example.com"),
    });
    expect(record).toMatchObject({
      msg: "stored for a***@e***.be",
      lead: { firstName: "A***", lastName: "P***", email: "a***", form: "contact-me" },
      to: ["a***", "j***"],
      err: { type: "Error", message: "could not mail b***@e***.com" },
    });
    expect(JSON.stringify(record)).not.toMatch(/Anna|Peeters|anna@|bob@/);
  });
});
