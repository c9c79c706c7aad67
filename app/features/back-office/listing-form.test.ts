// The listing form's fields as places in the import payload: written in, read back, emptied, and each
// schema error shown at its field.
import { describe, expect, it } from "vitest";
import { ListingPayloadSchema } from "../import/listing-payload.ts";
import { fieldOfPath, formValuesOf, messageOfPath, pathOfPointer, payloadFromForm } from "./listing-form.ts";

const base = {
  reference: "REF-1",
  goal: "sale",
  typeId: 1,
  address: { zip: "2800", city: "MECHELEN", street: "Bruul" },
  rooms: { bedrooms: 3, garages: 1 },
  texts: { nl: { title: "Huis", descriptionHtml: "<p>Mooi</p>" } },
  documents: [{ kind: "epc", title: { nl: "EPC" }, fileName: "epc.pdf", sizeBytes: 1 }],
};

describe("listing form", () => {
  it("form 1: the form's fields are written into the payload, what it does not show is kept", () => {
    const payload = payloadFromForm(
      { ...formValuesOf(base), price: "300000", bedrooms: "4", street: "", title_fr: "Maison" },
      base,
    );
    const parsed = ListingPayloadSchema.parse(payload);
    expect(parsed.price).toBe(300_000);
    expect(parsed.rooms).toEqual({ bedrooms: 4, garages: 1 });
    expect(parsed.address.street).toBeUndefined();
    expect(parsed.texts.fr).toEqual({ title: "Maison", descriptionHtml: "" });
    expect(parsed.documents).toHaveLength(1);
    // The base itself is not changed.
    expect(base.rooms.bedrooms).toBe(3);
  });

  it("form 2: a number field that is not a number reaches the schema as typed and is named there", () => {
    const result = ListingPayloadSchema.safeParse(
      payloadFromForm({ ...formValuesOf(base), bedrooms: "three" }, base),
    );
    expect(result.success).toBe(false);
    const paths = result.success ? [] : result.error.issues.map((issue) => fieldOfPath(issue.path));
    expect(paths).toEqual(["bedrooms"]);
  });

  it("form 3: a language with neither title nor description has no texts; none at all is named at the first title", () => {
    const values = { ...formValuesOf(base), title_nl: "", description_nl: "" };
    const result = ListingPayloadSchema.safeParse(payloadFromForm(values, base));
    expect(result.success).toBe(false);
    const issue = result.success ? undefined : result.error.issues[0];
    expect(fieldOfPath(issue?.path ?? [])).toBe("title_nl");
    expect(messageOfPath(issue?.path ?? [])).toBe("BO_LISTING_ERROR_TEXTS");
  });

  it("form 4: the import's problem pointers find their fields", () => {
    expect(fieldOfPath(pathOfPointer("/address/city"))).toBe("city");
    expect(fieldOfPath(pathOfPointer("/typeId"))).toBe("typeId");
    expect(fieldOfPath(pathOfPointer("/documents/0/kind"))).toBe("form");
  });
});
