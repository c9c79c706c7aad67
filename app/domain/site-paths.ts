// What the back office accepts as a path of the site (a menu's or a page's original path, spec §2): it
// starts and ends with "/", and each segment is made of unreserved URL characters only, so a stored path
// can never carry a scheme, a query, a traversal or markup into a link.
export const SITE_PATH_MAX_LENGTH = 200;

const SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

export function isSafeSitePath(path: string): boolean {
  if (path.length === 0 || path.length > SITE_PATH_MAX_LENGTH) return false;
  if (path === "/") return true;
  if (!path.startsWith("/") || !path.endsWith("/")) return false;
  const segments = path.slice(1, -1).split("/");
  return segments.every((segment) => SEGMENT.test(segment) && !/^\.+$/.test(segment));
}

/** An image key of the media pipeline or a file of the site ("/brand/logo.svg"): letters, digits and - _ . / only, no traversal. */
export function isSafeImageKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 200 &&
    /^\/?[A-Za-z0-9_-][A-Za-z0-9_./-]*$/.test(key) &&
    !key.split("/").some((part) => part === ".." || part === ".")
  );
}
