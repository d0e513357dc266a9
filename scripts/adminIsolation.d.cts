/** Types of adminIsolation.cjs (its test reads it). */
type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
export function shopperLeaks(manifest: Manifest, chunkModules: Record<string, string[]>): string[];
export function backOfficeChunks(manifest: Manifest, chunkModules: Record<string, string[]>, adminEntry?: string): number;
