/** Query parameters as they reach the API: strings, the unset ones left out (axios's serializer). */
export const asQueryString = (params: Record<string, string | number | null | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== null).map(([key, value]) => [key, String(value)]),
  );
