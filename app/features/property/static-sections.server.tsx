// The detail page's sections that never change in the browser (title block, description, detail groups,
// energy, extras, cost estimate, agent) rendered once to HTML on the server. The page inserts them as
// markup, so the browser neither receives their data twice nor hydrates hundreds of rows: see
// docs/decisions/0005-property-static-sections.md.
import { renderToStaticMarkup } from "react-dom/server";
import type { Dictionary } from "../../i18n/dictionary.ts";
import type { Language } from "../../i18n/languages.ts";
import { I18nContext } from "../../i18n/use-t.ts";
import { AgentCard } from "./agent-card.tsx";
import { CostEstimate } from "./cost-estimate.tsx";
import { DetailGroupList } from "./detail-group-list.tsx";
import { EnergyBlock } from "./energy-block.tsx";
import { PropertyDescription } from "./property-description.tsx";
import { PropertyExtras } from "./property-extras.tsx";
import type { PropertyView, StaticSections } from "./property-view.ts";
import { TitleBlock } from "./title-block.tsx";

export function renderStaticSections(
  view: PropertyView,
  i18n: { language: Language; dictionary: Dictionary },
): StaticSections {
  const groups = view.groups.filter((group) => group.id !== "energy");
  const energyGroup = view.groups.find((group) => group.id === "energy");
  const render = (node: React.ReactNode) =>
    renderToStaticMarkup(<I18nContext value={i18n}>{node}</I18nContext>);
  return {
    main: render(
      <>
        <TitleBlock view={view} />
        {view.description && <PropertyDescription description={view.description} />}
        <DetailGroupList groups={groups.slice(0, 3)} />
        <EnergyBlock energy={view.energy} group={energyGroup} />
        <DetailGroupList groups={groups.slice(3)} />
        <PropertyExtras view={view} />
        {view.costEstimate && <CostEstimate estimate={view.costEstimate} />}
      </>,
    ),
    aside: view.manager ? render(<AgentCard manager={view.manager} />) : "",
  };
}
