// One set of lead counters per app server, shared by the forms' pages (tickets), the ticket route and
// the forms' action (docs/decisions/0009-form-challenge.md).
import { createLeadRateLimiters } from "./rate-limiter.ts";

export const leadRateLimiters = createLeadRateLimiters();
