import type { PropertyTypeIcon } from "../domain/property-type.ts";
import { Icon } from "./icon.tsx";

/**
 * A property type's icon (spec §3). Decorative: the type's name is always written beside it, so it is
 * hidden from assistive technology like every icon of the site.
 */
export function TypeIcon({ icon }: { icon: PropertyTypeIcon }) {
  return <Icon name={`type-${icon}`} className="type-icon" />;
}
