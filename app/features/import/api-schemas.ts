// The registry of the import API's named schemas: each becomes a component of the OpenAPI document
// (openapi.ts), referred to by name wherever a request or an answer uses it.
import { z } from "zod";

export const apiSchemas = z.registry<{ id: string }>();
