import { useT } from "../../i18n/use-t.ts";
import { Icon } from "../../ui/icon.tsx";
import type { ShellAgency } from "./shell-data.ts";

/** The agency's address, phone, e-mail and opening hours, from the site information. */
export function ContactDetails({ agency }: { agency: ShellAgency }) {
  const { t } = useT();
  return (
    <section className="contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{t("CONTACT_DETAILS_TITLE")}</h2>
      <dl>
        <div>
          <dt>
            <Icon name="map-pin" />
            {t("SHELL_ADDRESS")}
          </dt>
          <dd>
            <address>
              {agency.name}
              <br />
              {agency.street}
              <br />
              {agency.zip} {agency.city}
            </address>
          </dd>
        </div>
        {agency.phone ? (
          <div>
            <dt>
              <Icon name="phone" />
              {t("SHELL_PHONE")}
            </dt>
            <dd>
              <a href={agency.phoneHref}>{agency.phoneDisplay}</a>
            </dd>
          </div>
        ) : null}
        {agency.email ? (
          <div>
            <dt>
              <Icon name="mail" />
              {t("SHELL_EMAIL")}
            </dt>
            <dd>
              <a href={`mailto:${agency.email}`}>{agency.email}</a>
            </dd>
          </div>
        ) : null}
        {agency.openingHours ? (
          <div>
            <dt>
              <Icon name="clock" />
              {t("SHELL_OPENING_HOURS")}
            </dt>
            <dd>{agency.openingHours}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** Direct ways to reach the agency: a call or an e-mail. */
export function ContactChannels({ agency }: { agency: ShellAgency }) {
  const { t } = useT();
  return (
    <p className="contact-channels">
      {agency.phone ? (
        <a className="button" data-variant="primary" href={agency.phoneHref}>
          <Icon name="phone" />
          {t("CONTACT_CALL_US", { phone: agency.phoneDisplay })}
        </a>
      ) : null}
      {agency.email ? (
        <a className="button" data-variant="outline" href={`mailto:${agency.email}`}>
          <Icon name="mail" />
          {t("CONTACT_MAIL_US", { email: agency.email })}
        </a>
      ) : null}
    </p>
  );
}
