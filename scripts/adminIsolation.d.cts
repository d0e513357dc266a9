/** Types of adminIsolation.cjs (its test reads it). */
type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
export function shopRoots(manifest: Manifest, indexHtml: string): string[];
export function shopperLeaks(manifest: Manifest, chunkModules: Record<string, string[]>, roots: string[]): string[];
export function backOfficeChunks(manifest: Manifest, chunkModules: Record<string, string[]>, adminEntry?: string): number;
