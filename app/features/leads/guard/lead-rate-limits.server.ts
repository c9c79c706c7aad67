// The lead counters, shared by the forms' pages (tickets), the ticket route and the forms' action
// (docs/decisions/0009-form-challenge.md); their counts live in the database, for every app server.
import { createLeadRateLimiters } from "./rate-limiter.server.ts";

export const leadRateLimiters = createLeadRateLimiters();
