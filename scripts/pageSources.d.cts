/** Types of pageSources.cjs (read by vite.config.ts and jest's route-list transform). */
export function addPageSources(code: string, file: string): string;
export function plainPageSources(root: string): string[];
export function isRouteList(file: string): boolean;
