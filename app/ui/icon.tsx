// A small set of line icons drawn inline (no icon font, no requests). Decorative: the text beside an
// icon names the action.
const PATHS = {
  phone:
    "M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z",
  mail: "M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm18 2-10 7L2 6",
  facebook: "M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z",
  instagram:
    "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm9 9.4A4 4 0 1 1 12.6 8 4 4 0 0 1 16 11.4zM17.5 6.5h0",
  menu: "M3 6h18M3 12h18M3 18h18",
  close: "M18 6 6 18M6 6l12 12",
  "arrow-up": "M12 19V5m-7 7 7-7 7 7",
  "chevron-down": "m6 9 6 6 6-6",
  "map-pin": "M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 0 1 16 0zm-8 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  clock: "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zm0-16v6l4 2",
  search: "M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zm10 2-4.35-4.35",
  home: "M3 9.5 12 3l9 6.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z",
  // The property type icons (spec §3, chosen by typeIconFor in app/domain/property-type.ts).
  "type-house": "M3 10.5 12 3l9 7.5M5 9v12h14V9M10 21v-6h4v6",
  "type-apartment": "M5 21V3h14v18M3 21h18M9 7h2m2 0h2M9 11h2m2 0h2M9 15h2m2 0h2",
  "type-studio": "M3 21h18M5 21V5h14v16M8 13h8v4H8z",
  "type-land": "M3 19h18M5 19l4-7 3 4 3-5 4 8",
  "type-building": "M3 21h18M6 21V7l6-4 6 4v14M10 21v-4h4v4M9 9h1m4 0h1m-6 4h1m4 0h1",
  "type-commercial": "M3 9 4.5 4h15L21 9M3 9h18M4 9v12h16V9M9 21v-6h6v6",
} as const;

export type IconName = keyof typeof PATHS;

export function isIconName(name: string): name is IconName {
  return name in PATHS;
}

/**
 * `color` tints the icon through SVG's presentation attribute (the strokes use currentColor), which the
 * content security policy allows where an inline style attribute would be refused.
 */
export function Icon({ name, className, color }: { name: IconName; className?: string; color?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      color={color}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
