// Inline custom properties (style={{ "--col-lg": 3 }}) feed values from the configuration into CSS.
import "react";

declare module "react" {
  interface CSSProperties {
    [property: `--${string}`]: string | number | undefined;
  }
}
