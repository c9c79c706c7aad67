// Runs inside every e2e test file: sites the file starts begin from the seeded data directory of the global
// setup, and the file's Chromium closes when the file is done.
import { afterAll, inject } from "vitest";
import { closeBrowser } from "./browser.ts";
import { SEEDED_DATA_DIR_VARIABLE } from "./built-site.ts";

process.env[SEEDED_DATA_DIR_VARIABLE] = inject("e2eSeededDataDir");

afterAll(closeBrowser);
