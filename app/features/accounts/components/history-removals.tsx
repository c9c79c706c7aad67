// What staff recorded in a property's history, each entry with a button that removes it (an entry put in by
// mistake, a link that no longer holds). Plain forms posting to the staff screen's action, audit-logged.
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import type { PropertyPortalData } from "../property-portal.server.ts";

type Entry = { intent: string; id: string; text: string };

function RemovableList({ title, entries }: { title: string; entries: Entry[] }) {
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
          </li>
        ))}
      </ul>
    </>
  );
}

export function HistoryRemovals({ portal }: { portal: PropertyPortalData }) {
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
