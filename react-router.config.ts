import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // The whole route manifest in one immutable file that the page's code imports (ADR 0039), rather than
  // each page's routes written into its HTML and the rest asked for on navigation.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
