/**
 * The page's chunks wait for its first paint. The server writes their module preloads inert, in a
 * template the browser does not fetch from; the entry puts them in the head once the page has painted
 * (with its largest image, when it marks one: `afterFirstPaint`). On a phone line the page's text and
 * picture then get the bandwidth first, instead of sharing it with some 150 KB of scripts on the six
 * HTTP/1.1 connections; the scripts follow at once, all in parallel.
 */
const PAGE_CHUNKS_ID = 'page-chunks';

/** Server: the chunks' module preload tags, inert until `preloadPageChunks` (nothing for none). */
export const pageChunksAfterPaint = (preloads: string): string =>
  preloads ? `<template id="${PAGE_CHUNKS_ID}">${preloads}</template>` : '';

/** Browser: the page's chunk preloads into the head, where they start loading (once). */
export function preloadPageChunks(doc: Document = document): void {
  const template = doc.getElementById(PAGE_CHUNKS_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  doc.head.append(doc.importNode(template.content, true));
}
