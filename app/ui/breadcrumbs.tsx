import { Link } from "react-router";

export type Crumb = { label: string; href?: string };

/** A trail of links; the last item is the current page. */
export function Breadcrumbs({ items, label }: { items: readonly Crumb[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <ol>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`}>
              {item.href && !current ? (
                <Link to={item.href}>{item.label}</Link>
              ) : (
                <span aria-current={current ? "page" : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
