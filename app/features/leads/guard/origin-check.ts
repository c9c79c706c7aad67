// Cross-origin POSTs are refused (quality.md, Safety: forms). Browsers send Origin with every POST and
// Sec-Fetch-Site with most; a request with neither does not come from a browser page, so it cannot be a
// cross-site request forgery (mail providers' one-click unsubscribe POSTs are such requests).
export function isSameOriginPost(request: Request, siteOrigin: string): boolean {
  const origin = request.headers.get("Origin");
  if (origin !== null) {
    return origin === siteOrigin || origin === new URL(request.url).origin;
  }
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  return fetchSite === null || fetchSite === "same-origin" || fetchSite === "none";
}
