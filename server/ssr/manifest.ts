import { readFileSync } from 'node:fs';

interface ManifestChunk { file: string; imports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>;

/** Reads Vite's build manifest and turns route chunk sources into preload tags. */
export function createPreloader(manifestPath: string): (chunks: string[]) => string {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  return (chunks) => {
    const files = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.css?.forEach((file) => css.add(file));
      chunk.imports?.forEach(visit);
    };
    chunks.forEach(visit);
    return [
      ...[...css].map((file) => `<link rel="stylesheet" href="/${file}" />`),
      ...[...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    ].join('\n    ');
  };
}
