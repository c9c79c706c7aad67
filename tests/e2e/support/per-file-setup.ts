// Runs inside every e2e test file: sites the file starts begin from the seeded data directory of the global
// setup and share its pool of drawn images, the pages a test opens close when it ends, and the file's
// Chromium when the file is done.
import { afterAll, afterEach, beforeEach, inject } from "vitest";
import { closeBrowser, closeTestPages, startTestPages } from "./browser.ts";
import { MEDIA_POOL_VARIABLE, SEEDED_DATA_DIR_VARIABLE } from "./built-site.ts";

process.env[SEEDED_DATA_DIR_VARIABLE] = inject("e2eSeededDataDir");
process.env[MEDIA_POOL_VARIABLE] = inject("e2eMediaPool");

beforeEach(startTestPages);
afterEach(closeTestPages);
afterAll(closeBrowser);
