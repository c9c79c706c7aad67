// What staff recorded in a property's history, each entry with a button that removes it (an entry put in by
// mistake, a link that no longer holds), and each visit with a form that changes it in place (its status
// and feedback after the viewing). Plain forms posting to the staff screen's action, audit-logged.
import type { ReactNode } from "react";
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import type { AdminFormState } from "../admin-form-state.ts";
import type { PropertyPortalData } from "../property-portal.server.ts";
import { VisitFields } from "./history-forms.tsx";

type Entry = { intent: string; id: string; text: string };

type Visit = PropertyPortalData["visits"][number];

/** A visit's form to change it, open when its last change was refused (the input and errors shown again). */
function VisitEdit({ visit, state }: { visit: Visit; state: AdminFormState }) {
  const { t } = useT();
  const refused = state.form === "visit-edit" && state.values.id === visit.id;
  const values = refused
    ? state.values
    : {
        visitAt: visit.visitAtInput,
        type: visit.type,
        contact: visit.contact,
        subject: visit.subject,
        comment: visit.comment ?? "",
        status: visit.status,
        source: visit.source,
      };
  return (
    <details className="admin-visit-edit" open={refused}>
      <summary>
        {t("ADMIN_EDIT")}
        <span className="visually-hidden">: {`${visit.when} ${visit.subject}`}</span>
      </summary>
      <form method="post" className="account-form" noValidate>
        <input type="hidden" name="intent" value="visit-edit" />
        <input type="hidden" name="id" value={visit.id} />
        <VisitFields idPrefix={`visit-${visit.id}`} values={values} errors={refused ? state.errors : {}} />
        <Button type="submit">{t("ADMIN_SAVE")}</Button>
      </form>
    </details>
  );
}

function RemovableList({
  title,
  entries,
  edit,
}: {
  title: string;
  entries: Entry[];
  edit?: (id: string) => ReactNode;
}) {
  const { t } = useT();
  if (entries.length === 0) return null;
  return (
    <>
      <h4>{title}</h4>
      <ul className="admin-removals">
        {entries.map((entry) => (
          <li key={entry.id}>
            <span>{entry.text}</span>{" "}
            <form method="post" className="account-inline-form">
              <input type="hidden" name="intent" value={entry.intent} />
              <input type="hidden" name="id" value={entry.id} />
              <Button type="submit" variant="outline" size="small">
                {t("ADMIN_REMOVE")}
                <span className="visually-hidden">: {entry.text}</span>
              </Button>
            </form>
            {edit?.(entry.id)}
          </li>
        ))}
      </ul>
    </>
  );
}

export function HistoryRemovals({ portal, state }: { portal: PropertyPortalData; state: AdminFormState }) {
  const { t } = useT();
  const short = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);
  return (
    <section aria-labelledby="admin-history-recorded">
      <h3 id="admin-history-recorded">{t("ADMIN_RECORDED_HISTORY")}</h3>
      <RemovableList
        title={t("HISTORY_VISITS")}
        entries={portal.visits.map((visit) => ({
          intent: "visit-remove",
          id: visit.id,
          text: short(`${visit.when} ${visit.subject}`.trim()),
        }))}
        edit={(id) => {
          const visit = portal.visits.find((candidate) => candidate.id === id);
          return visit ? <VisitEdit visit={visit} state={state} /> : null;
        }}
      />
      <RemovableList
        title={t("HISTORY_COMMUNICATIONS")}
        entries={portal.communications.map((message) => ({
          intent: "communication-remove",
          id: message.id,
          text: short(`${message.when} ${message.message}`),
        }))}
      />
      <RemovableList
        title={t("HISTORY_ONLINE_MEDIA")}
        entries={portal.media.links.map((link) => ({
          intent: "media-remove",
          id: link.id,
          text: short(link.label),
        }))}
      />
    </section>
  );
}
