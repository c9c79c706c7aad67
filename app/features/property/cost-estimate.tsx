import type { CostEstimateView } from "./property-view.ts";

/**
 * The buyer's cost estimate. Both situations are computed on the server; the "only own home" choice
 * shows one of them with CSS alone (:has on the radio), so it works without JavaScript and ships none.
 */
export function CostEstimate({ estimate }: { estimate: CostEstimateView }) {
  const [first] = estimate.options;
  return (
    <section className="property-section cost-estimate" aria-labelledby="cost-estimate-title">
      <h2 id="cost-estimate-title">{estimate.title}</h2>
      <p>{estimate.intro}</p>
      <fieldset className="cost-estimate__choice">
        <legend>{estimate.situationLabel}</legend>
        {estimate.options.map((option) => (
          <label key={option.id}>
            <input
              type="radio"
              name="cost-situation"
              value={option.id}
              defaultChecked={option.id === first?.id}
            />{" "}
            {option.label}
          </label>
        ))}
      </fieldset>
      {estimate.options.map((option) => (
        <table key={option.id} className={`cost-estimate__table cost-estimate__table--${option.id}`}>
          <caption className="visually-hidden">{option.label}</caption>
          <tbody>
            {option.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{option.total.label}</th>
              <td>{option.total.value}</td>
            </tr>
          </tfoot>
        </table>
      ))}
      <p className="cost-estimate__note">{estimate.note}</p>
      <p className="cost-estimate__sources">
        {estimate.ratesDate}{" "}
        {estimate.sources.map((source, index) => (
          <span key={source.url}>
            {index > 0 && ", "}
            <a href={source.url} target="_blank" rel="noopener noreferrer">
              {source.label}
            </a>
          </span>
        ))}
      </p>
    </section>
  );
}
