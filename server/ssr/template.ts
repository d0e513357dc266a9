/** Fills index.html with one rendered page. Every script tag gets the request's CSP nonce, every style tag its style nonce. */
export function fillTemplate(template: string, parts: { head: string; html: string; data: string; nonce: string; styleNonce?: string }): string {
  const filled = template
    .replace('<!--app-head-->', () => parts.head)
    .replace('<!--app-html-->', () => parts.html)
    .replace('<!--app-data-->', () => parts.data)
    .replace(/<script(?![^>]*\bnonce=)/g, `<script nonce="${parts.nonce}"`)
    .replace(/<link rel="modulepreload"(?![^>]*\bnonce=)/g, `<link rel="modulepreload" nonce="${parts.nonce}"`);
  return parts.styleNonce === undefined ? filled : filled.replace(/<style(?![^>]*\bnonce=)(?=[\s>])/g, `<style nonce="${parts.styleNonce}"`);
}
