// Runs inside every e2e test file: the file's Chromium closes when the file is done.
import { afterAll } from "vitest";
import { closeBrowser } from "./browser.ts";

afterAll(closeBrowser);
