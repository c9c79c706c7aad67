import { useRouteLoaderData } from "react-router";
import { isShellData, type ShellData } from "./shell-data.ts";

/** The shell's data (agency details, languages, menus) for components of a page. */
export function useShell(): ShellData | null {
  const data: unknown = useRouteLoaderData("root");
  return isShellData(data) ? data : null;
}
