// A back-office form's outcome, already translated by the server.
import { Notice } from "../../../ui/notice.tsx";
import type { BackOfficeNotice } from "../back-office-notice.ts";

export function BackOfficeNoticeBox({ notice }: { notice: BackOfficeNotice }) {
  if (!notice) return null;
  return notice.tone === "success" ? (
    <Notice tone="success">
      <p role="status">{notice.text}</p>
    </Notice>
  ) : (
    <Notice tone="error">
      <p>{notice.text}</p>
    </Notice>
  );
}
