// The owner's 30-day views graph (spec §9): an SVG drawn on the server, so it reads without JavaScript,
// with the same numbers in a table for screen readers and for anyone who wants the figures. Styled by
// classes and SVG attributes only: the CSP allows no inline style.
import { useId } from "react";
import { LOCALE_TAGS } from "../../i18n/languages.ts";
import { useT } from "../../i18n/use-t.ts";
import { type DailyViews, scaleTop, totalViews } from "./views-series.ts";
import "./views-graph.css";

const WIDTH = 640;
const HEIGHT = 220;
const PLOT = { left: 40, right: 8, top: 12, bottom: 28 };
/** Every 7th day is labelled under the axis, counted back from the last day. */
const LABEL_EVERY = 7;

function calendarInstant(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

export function ViewsGraph({ series }: { series: readonly DailyViews[] }) {
  const { t, language } = useT();
  const id = useId();
  const locale = LOCALE_TAGS[language];
  const shortDate = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  const longDate = new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const number = new Intl.NumberFormat(locale);
  const top = scaleTop(series);
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = series.length > 0 ? plotWidth / series.length : plotWidth;
  const y = (views: number) => PLOT.top + plotHeight - (views / top) * plotHeight;
  const total = totalViews(series);
  const first = series[0];
  const last = series.at(-1);
  const title = t("OWNER_VIEWS_GRAPH_TITLE", { days: series.length });

  return (
    <figure className="views-graph" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="views-graph-title">
        {title}
      </figcaption>
      <p className="views-graph-summary">
        {first && last && total > 0
          ? t("OWNER_VIEWS_GRAPH_SUMMARY", {
              total: number.format(total),
              from: shortDate.format(calendarInstant(first.day)),
              to: shortDate.format(calendarInstant(last.day)),
              max: number.format(Math.max(...series.map((point) => point.views))),
            })
          : t("OWNER_VIEWS_GRAPH_NONE")}
      </p>
      <svg
        className="views-graph-chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
      >
        {[0, top / 2, top].map((value) => (
          <g key={value} className="views-graph-grid">
            <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(value)} y2={y(value)} stroke="currentColor" />
            <text
              x={PLOT.left - 6}
              y={y(value)}
              textAnchor="end"
              dominantBaseline="middle"
              fill="currentColor"
            >
              {number.format(value)}
            </text>
          </g>
        ))}
        {series.map((point, index) => {
          const x = PLOT.left + index * slot;
          const labelled = (series.length - 1 - index) % LABEL_EVERY === 0;
          return (
            <g key={point.day}>
              <rect
                className="views-graph-bar"
                x={x + slot * 0.15}
                y={y(point.views)}
                width={slot * 0.7}
                height={PLOT.top + plotHeight - y(point.views)}
                fill="currentColor"
              >
                <title>{`${shortDate.format(calendarInstant(point.day))}: ${number.format(point.views)}`}</title>
              </rect>
              {labelled && (
                <text
                  className="views-graph-day"
                  x={x + slot / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  fill="currentColor"
                >
                  {shortDate.format(calendarInstant(point.day))}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <details className="views-graph-numbers">
        <summary>{t("OWNER_VIEWS_TABLE_SHOW")}</summary>
        <table>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t("OWNER_VIEWS_TABLE_DAY")}</th>
              <th scope="col">{t("OWNER_VIEWS_TABLE_VIEWS")}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.day}>
                <th scope="row">
                  <time dateTime={point.day}>{longDate.format(calendarInstant(point.day))}</time>
                </th>
                <td>{number.format(point.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
