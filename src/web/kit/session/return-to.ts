import { safeReturnPath } from "@/shared/return-path";

/** The sign-in page, and the query parameter that says where to go once signed in. */
export const LOGIN_PATH = "/login";
export const RETURN_PARAM = "next";

/** /login carrying the page the visitor was turned away from, when it is one we may return to. */
export function loginPathFor(here: { pathname: string; search?: string; hash?: string }): string {
  const back = safeReturnPath(`${here.pathname}${here.search ?? ""}${here.hash ?? ""}`);
  return back && back !== "/" ? `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: back })}` : LOGIN_PATH;
}

/** The checked return path in a query string (`?next=…`), or null when there is none or it is unsafe. */
export function returnPathIn(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}

/** Where to go once signed in: the checked return path, else home. */
export function afterSignIn(search: string): string {
  return returnPathIn(search) ?? "/";
}
