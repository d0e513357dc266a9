/** The page server's view of the visitor's cookies while it calls the API on their behalf. */
export interface CookieJar {
  /** The Cookie header for the next API call. */
  cookieHeader(): string;
  /** Takes in the Set-Cookie lines of an API response, so later calls and the page see them. */
  absorb(setCookieLines: string[]): void;
}
