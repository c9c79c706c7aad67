import type { ReactNode } from "react";

/** A framed message: information, success or error. Errors are announced (role="alert"). */
export function Notice({
  tone = "info",
  children,
}: {
  tone?: "info" | "success" | "error";
  children: ReactNode;
}) {
  return (
    <div className="notice" data-tone={tone} role={tone === "error" ? "alert" : undefined}>
      {children}
    </div>
  );
}
