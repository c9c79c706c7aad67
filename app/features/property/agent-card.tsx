import { useT } from "../../i18n/use-t.ts";
import type { ManagerView } from "./property-view.ts";
import { ResponsivePicture } from "./responsive-picture.tsx";

/** The agency manager for the property (spec §3): photo, name, phone formatted per spec §5, e-mail. */
export function AgentCard({ manager }: { manager: ManagerView }) {
  const { t } = useT();
  return (
    <section className="property-section agent-card" aria-labelledby="property-agent-title">
      <h2 id="property-agent-title">{t("PROPERTY_AGENT")}</h2>
      <div className="agent-card__body">
        {manager.photo && (
          <ResponsivePicture photo={manager.photo} sizes="96px" className="agent-card__photo" />
        )}
        <div>
          <p className="agent-card__name">{manager.name}</p>
          {manager.role && <p className="agent-card__role">{manager.role}</p>}
          <dl className="agent-card__contact">
            <dt>{t("PROPERTY_AGENT_PHONE")}</dt>
            <dd>
              <a href={manager.phoneHref}>{manager.phone}</a>
            </dd>
            <dt>{t("PROPERTY_AGENT_EMAIL")}</dt>
            <dd>
              <a href={`mailto:${manager.email}`}>{manager.email}</a>
            </dd>
          </dl>
        </div>
      </div>
    </section>
  );
}
