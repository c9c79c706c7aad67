// The town field's suggestions on the list pages: a datalist of every place with listings of the list's
// goal, fifty and more names that the browser never changes. Drawn here, they travel once, in the page's
// HTML, as kept markup (ADR 0024), and not a second time as hydration data.
import { renderToStaticMarkup } from "react-dom/server";

/** The datalist's options for `cities`, their names escaped by React. */
export function citySuggestionsMarkup(cities: readonly string[]): string {
  return renderToStaticMarkup(
    <>
      {cities.map((city) => (
        <option key={city} value={city} />
      ))}
    </>,
  );
}
