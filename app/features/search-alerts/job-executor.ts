// What a scheduled job may do with the database: the statements of one transaction, not a new one.
import type { Database } from "../../db/client.server.ts";

export type JobExecutor = Pick<Database, "select" | "execute" | "insert" | "update" | "delete">;
