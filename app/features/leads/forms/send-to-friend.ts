// A property recommended to a friend (spec §1): the visitor's names and address, the friend's, a remark.
import { sendToFriendSchema } from "../schemas/property-forms.ts";
import { defineLeadForm } from "./lead-form-definition.ts";

export const sendToFriend = defineLeadForm({
  kind: "send-to-friend",
  schema: () => sendToFriendSchema,
  visitor: (values) => ({
    email: values.email,
    name: `${values.firstName} ${values.lastName}`,
    firstName: values.firstName,
    lastName: values.lastName,
  }),
  outcome: { thankYouPage: "send-to-friend" },
});
