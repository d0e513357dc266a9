/** Signs the demo member in and returns the headers an authenticated API call sends. */
export async function signedInHeaders(baseUrl: string): Promise<Record<string, string>> {
  const headers = { 'content-type': 'application/json', platform: 'desktop' };
  const response = await fetch(`${baseUrl}/v2/member/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'amy@example.com', password: 'jiutuan-demo-1' }),
  });
  if (!response.ok) throw new Error(`demo sign-in failed: ${response.status}`);
  const { data } = (await response.json()) as { data: { access_token: string } };
  return { ...headers, 'x-oauth-token': data.access_token };
}

/** Puts one size of a running group-buy in the member's cart (the seed decides which are live) and opens a checkout over the cart. */
export async function openCheckout(baseUrl: string, headers: Record<string, string>): Promise<number> {
  for (let id = 1; id <= 200; id++) {
    const response = await fetch(`${baseUrl}/v3/shopping/groupbuy/${id}`);
    if (!response.ok) continue;
    const { data } = (await response.json()) as { data: { status: string; products: { status: string; options: { id: number; purchase_limit: number }[] }[] } };
    const option = data.status === 'open' ? data.products.filter((p) => p.status === 'active').flatMap((p) => p.options).find((o) => o.purchase_limit > 0) : undefined;
    if (!option) continue;
    const added = await fetch(`${baseUrl}/v3/shoppingcart`, { method: 'POST', headers, body: JSON.stringify({ item_id: option.id, number: 1 }) });
    if (added.ok) break;
  }
  const cart = (await (await fetch(`${baseUrl}/v2/shoppingcart`, { headers })).json()) as { data: { lines: { option_id: number }[] } };
  const opened = await fetch(`${baseUrl}/v1/checkouts`, { method: 'POST', headers, body: JSON.stringify({ option_ids: cart.data.lines.map((l) => l.option_id) }) });
  if (!opened.ok) throw new Error(`no checkout: ${opened.status}`);
  return ((await opened.json()) as { data: { id: number } }).data.id;
}

/** The browser's way in: the demo member's token in the HttpOnly auth_token_data cookie, for page requests. */
export async function signedInCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/v2/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: 'desktop' },
    body: JSON.stringify({ email: 'amy@example.com', password: 'jiutuan-demo-1' }),
  });
  const { data } = (await response.json()) as { data: object };
  return `auth_token_data=${encodeURIComponent(JSON.stringify(data))}`;
}
