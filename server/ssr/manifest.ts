import { readFileSync } from 'node:fs';

interface ManifestChunk { file: string; imports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>;

/**
 * Reads Vite's build manifest and turns route chunk sources into preload tags, leaving out
 * files the page template already loads (the entry and its static imports).
 */
export function createPreloader(manifestPath: string, template = ''): (chunks: string[]) => string {
  const inTemplate = new Set([...template.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]));
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
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
    return [
      ...[...css].filter((file) => !inTemplate.has(file)).map((file) => `<link rel="stylesheet" href="/${file}" />`),
      ...[...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    ].join('\n    ');
  };
}
