import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import type { ShellData } from "./shell-data.ts";

function isShellData(value: unknown): value is ShellData {
  return (
    typeof value === "object" &&
    value !== null &&
    "messages" in value &&
    "language" in value &&
    "menus" in value &&
    "footerColumns" in value
  );
}

/**
 * The shell's data (agency details, languages, menus): the root loader's, or, when the root middleware
 * answered a 404 before the root loader ran, the copy that 404 carries.
 */
export function useShell(): ShellData | null {
  const loaderData: unknown = useRouteLoaderData("root");
  const error = useRouteError();
  if (isShellData(loaderData)) return loaderData;
  if (isRouteErrorResponse(error) && isShellData(error.data)) return error.data;
  return null;
}
