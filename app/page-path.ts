// The page a request is for, whatever URL it came to: React Router's data requests end in ".data"
// ("/nl/getuigenis/_.data" is the data request of "/nl/getuigenis/", "/_root.data" that of "/"), and a
// loader or action that reads its page from the path must read the page's, not the data request's.

/** The page's own path, with its trailing slash. */
export function pagePathOf(request: Request): string {
  const pathname = new URL(request.url).pathname.replace(/\/_\.data$/, "/").replace(/(\/_root)?\.data$/, "");
  return pathname.endsWith("/") ? pathname : `${pathname}/`;
}
