import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { layerPolicies, layerSettings } from "./eslint.layers.js";

export default tseslint.config(
  { ignores: ["build/", "data/", "coverage/", ".react-router/", "node_modules/", "drizzle/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // The layers of docs/architecture.md, enforced (ADR 0013).
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    plugins: { boundaries },
    settings: layerSettings,
    rules: { "boundaries/dependencies": ["error", { default: "allow", policies: layerPolicies }] },
  },
);
