/**
 * A path parameter of a settings area's own routes (`/settings/registration-form/:audience`) that
 * never takes the word `history`: `/settings/{area}/history` is the page's history, and the router
 * prefers an area's static segment over the history route's `:area`, so an unrestricted parameter
 * there would answer the history request itself (with a 422 on its own parameter).
 */
export function areaPathParam(name: string): string {
  return `:${name}(^(?!history$).+)`;
}
