// One property as its owner sees it (spec §1, §2): statistics with the 30-day graph, the visits, the
// agency's communications and where the property is advertised. The staff screens show the same.
import { useT } from "../../../i18n/use-t.ts";
import { ViewsGraph } from "../../owner-statistics/views-graph.tsx";
import {
  VISIT_SOURCE_LABELS,
  VISIT_STATUS_LABELS,
  VISIT_TYPE_LABELS,
} from "../../property-history/history-labels.ts";
import type { PropertyPortalData } from "../property-portal.server.ts";

export function PropertyPortal({ portal }: { portal: PropertyPortalData }) {
  const { t } = useT();
  const { statistics, visits, communications, media } = portal;
  const figures = [
    ["OWNER_VIEWS_TODAY", statistics.views.today],
    ["OWNER_VIEWS_WEEK", statistics.views.week],
    ["OWNER_VIEWS_MONTH", statistics.views.month],
    ["OWNER_VIEWS_TOTAL", statistics.views.total],
  ] as const;
  const requests = [
    ["OWNER_ENQUIRIES", statistics.enquiries],
    ["OWNER_VISIT_REQUESTS", statistics.visitRequests],
    ["OWNER_DOCUMENT_REQUESTS", statistics.documentRequests],
    ["OWNER_INTERESTED_BUYERS", statistics.interestedBuyers],
  ] as const;
  return (
    <>
      <nav aria-label={t("OWNER_SECTIONS")}>
        <ul className="account-tabs">
          <li>
            <a href="#portal-statistics">{t("OWNER_STATISTICS")}</a>
          </li>
          <li>
            <a href="#portal-visits">{t("HISTORY_VISITS")}</a>
          </li>
          <li>
            <a href="#portal-communications">{t("HISTORY_COMMUNICATIONS")}</a>
          </li>
          <li>
            <a href="#portal-media">{t("HISTORY_ONLINE_MEDIA")}</a>
          </li>
        </ul>
      </nav>
      <section aria-labelledby="portal-statistics">
        <h2 id="portal-statistics">{t("OWNER_STATISTICS")}</h2>
        <h3>{t("OWNER_VIEWS_HEADING")}</h3>
        <dl className="portal-figures">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <ViewsGraph series={statistics.last30Days} />
        <h3>{t("OWNER_FIGURES")}</h3>
        <dl className="portal-figures">
          {requests.map(([label, value]) => (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="portal-visits">
        <h2 id="portal-visits">{t("HISTORY_VISITS")}</h2>
        {visits.length === 0 ? (
          <p>{t("HISTORY_VISITS_NONE")}</p>
        ) : (
          <div className="portal-table" tabIndex={0} role="region" aria-label={t("HISTORY_VISITS")}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t("HISTORY_VISIT_DATE")}</th>
                  <th scope="col">{t("HISTORY_VISIT_TYPE")}</th>
                  <th scope="col">{t("HISTORY_VISIT_CONTACT")}</th>
                  <th scope="col">{t("HISTORY_VISIT_SUBJECT")}</th>
                  <th scope="col">{t("HISTORY_VISIT_COMMENT")}</th>
                  <th scope="col">{t("HISTORY_VISIT_STATUS")}</th>
                  <th scope="col">{t("HISTORY_VISIT_SOURCE")}</th>
                </tr>
              </thead>
              <tbody>
                {visits.map((visit) => (
                  <tr key={visit.id}>
                    <td>{visit.when}</td>
                    <td>{t(VISIT_TYPE_LABELS[visit.type])}</td>
                    <td>{visit.contact}</td>
                    <td>{visit.subject}</td>
                    <td>{visit.comment}</td>
                    <td>{t(VISIT_STATUS_LABELS[visit.status])}</td>
                    <td>{t(VISIT_SOURCE_LABELS[visit.source])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="portal-communications">
        <h2 id="portal-communications">{t("HISTORY_COMMUNICATIONS")}</h2>
        {communications.length === 0 ? <p>{t("HISTORY_COMMUNICATIONS_NONE")}</p> : null}
        <ol className="portal-messages">
          {communications.map((message) => (
            <li key={message.id}>
              <p className="portal-message-date">{message.when}</p>
              <p className="portal-message-text">{message.message}</p>
              {message.document ? (
                <p>
                  {t("HISTORY_DOCUMENT")}{" "}
                  <a href={message.document.url} rel="noopener noreferrer">
                    {message.document.label ?? message.document.url}
                  </a>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="portal-media">
        <h2 id="portal-media">{t("HISTORY_ONLINE_MEDIA")}</h2>
        <ul>
          {media.sitePage ? (
            <li>
              <a href={media.sitePage}>{t("HISTORY_SITE_PAGE")}</a>
            </li>
          ) : null}
          {media.links.map((link) => (
            <li key={link.id}>
              <a href={link.url} rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        {!media.sitePage && media.links.length === 0 ? <p>{t("HISTORY_MEDIA_NONE")}</p> : null}
      </section>
    </>
  );
}
