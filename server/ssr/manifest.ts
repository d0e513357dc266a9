import { readFileSync } from 'node:fs';

interface ManifestChunk { file: string; imports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>;

/** A built stylesheet's text by its path under the client folder (`assets/x.css`). */
export type ReadStylesheet = (file: string) => string;

/** A stylesheet's text in a style tag, or null for a sheet that could close its own tag (it stays a link). */
function styleTag(file: string, read: ReadStylesheet): string | null {
  const text = read(file);
  return /<\/style/i.test(text) ? null : `<style data-href="/${file}">${text}</style>`;
}

/**
 * A page's stylesheet, in the page itself: the first paint waits for no stylesheet request (on a slow
 * phone network each is a round trip before anything shows). The disabled link beside it is never
 * fetched; it tells Vite's chunk loader the sheet is on the page, so hydrating the route does not fetch
 * it again and wait for it.
 */
function inlineStylesheet(file: string, read: ReadStylesheet): string {
  const style = styleTag(file, read);
  return style === null ? `<link rel="stylesheet" href="/${file}" />` : `${style}<link rel="stylesheet" href="/${file}" disabled />`;
}

/**
 * Index.html with its own stylesheet links (the entry's global sheet) replaced by the sheets' text,
 * each with its marker link: a chunk loaded later (a popup after hydration) lists the entry's sheet
 * among its dependencies, and Vite's chunk loader would fetch it again.
 */
export function inlineTemplateStylesheets(template: string, read: ReadStylesheet): string {
  return template.replace(/<link rel="stylesheet"[^>]*\bhref="\/([^"]+\.css)"[^>]*>/g, (_tag, file: string) => inlineStylesheet(file, read));
}

/** A page's chunks as tags: its stylesheets (for the first paint) and its scripts' module preloads (for the start). */
export interface PageChunkTags { styles: string; scripts: string }

/**
 * Reads Vite's build manifest and turns route chunk sources into their tags, leaving out
 * files the page template already loads (the entry and its static imports). With `readStylesheet`,
 * the chunks' stylesheets are written into the page instead of linked (read once each).
 */
export function createPreloader(manifestPath: string, template = '', readStylesheet?: ReadStylesheet): (chunks: string[]) => PageChunkTags {
  const inTemplate = new Set([...template.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]));
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const sheets = new Map<string, string>();
  const stylesheet = (file: string) => {
    if (!readStylesheet) return `<link rel="stylesheet" href="/${file}" />`;
    if (!sheets.has(file)) sheets.set(file, inlineStylesheet(file, readStylesheet));
    return sheets.get(file)!;
  };
  return (chunks) => {
    const files = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file) || inTemplate.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.css?.forEach((file) => css.add(file));
      chunk.imports?.forEach(visit);
    };
    chunks.forEach(visit);
    return {
      styles: [...css].filter((file) => !inTemplate.has(file)).map(stylesheet).join('\n    '),
      scripts: [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`).join(''),
    };
  };
}
