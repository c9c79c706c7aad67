// Schema of the contact page's form (spec §1, §3, §5): a person, their address, their goal and how to
// reach them.
import { z } from "zod";
import { optionalChoice } from "./fields.ts";
import { addressFields, contactOptionFields, personFields } from "./person-fields.ts";

export const SITE_CONTACT_GOALS = ["sell", "rent_out", "buy", "rent", "other"] as const;

// The CV travels as a file; its type and size are checked by guard/cv-upload.server.ts.
export const siteContactSchema = z.object({
  ...personFields,
  ...addressFields,
  goal: optionalChoice(SITE_CONTACT_GOALS),
  ...contactOptionFields,
});
