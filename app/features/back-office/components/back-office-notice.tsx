// A back-office form's outcome, already translated by the server, and the top of every screen: its
// title, the navigation and that outcome.
import { Notice } from "../../../ui/notice.tsx";
import type { BackOfficeNotice } from "../back-office-notice.ts";
import { type BackOfficeMenuItem, BackOfficeNav } from "../back-office-nav.tsx";

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

export function BackOfficeHeader(props: {
  title: string;
  menu: { home: string; items: BackOfficeMenuItem[] };
  notice: BackOfficeNotice;
}) {
  return (
    <>
      <h1>{props.title}</h1>
      <BackOfficeNav home={props.menu.home} items={props.menu.items} />
      <BackOfficeNoticeBox notice={props.notice} />
    </>
  );
}
