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
