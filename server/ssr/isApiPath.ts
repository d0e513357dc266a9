/** Paths that belong to the JSON API, never to a page: unknown ones get the API's 404 body. */
export const isApiPath = (url: string): boolean => /^\/(api|v\d+|resource|search|dev|sandbox|images|assets)(\/|$|\?)/.test(url);
