/** The parts of a location that make up its full path. */
export type PathParts = { pathname: string; search: string; hash: string };

/** Gives the location being navigated to (or the current one), when known. */
export type LocationSource = () => PathParts | undefined;

/**
 * The full requested path (path + query + hash) of a guarded request. React Router strips the
 * hash from the Request it hands to middleware and loaders, so the hash comes from the location
 * being navigated to; it is used only when that location is the one requested.
 */
export function requestedPath(request: Request, currentLocation: LocationSource): string {
  const url = new URL(request.url);
  const path = `${url.pathname}${url.search}`;
  const candidates = [currentLocation(), typeof window === 'undefined' ? undefined : window.location];
  for (const location of candidates) {
    if (location && `${location.pathname}${location.search}` === path) return `${path}${location.hash}`;
  }
  return path;
}
