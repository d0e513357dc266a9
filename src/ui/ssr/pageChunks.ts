import { nextTask } from '../app/whenIdle';

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

/**
 * Preloads put in the head per task: starting a module fetch costs the main thread about 0.6 ms here, and
 * ten times that with DevTools' network instrumentation on (Lighthouse traced three at once as one 33 ms task).
 */
const PRELOADS_PER_TASK = 1;

/** Browser: the page's chunk preloads into the head, where they start loading (once), one per task. */
export async function preloadPageChunks(doc: Document = document): Promise<void> {
  const template = doc.getElementById(PAGE_CHUNKS_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  const preloads = [...doc.importNode(template.content, true).childNodes];
  for (let from = 0; from < preloads.length; from += PRELOADS_PER_TASK) {
    if (from > 0) await nextTask();
    doc.head.append(...preloads.slice(from, from + PRELOADS_PER_TASK));
  }
}
