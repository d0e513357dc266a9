type ChunkErrorHandler = () => void;

let handler: ChunkErrorHandler = () => {};

const isChunkLoadError = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i.test(error.message);

/** The browser entry installs the ReloadAfterChunkError use case here (the route table has no container). */
export function onChunkLoadError(next: ChunkErrorHandler): void {
  handler = next;
}

/** A new deploy removed the chunk this tab wanted: let the use case reload, at most once per 60 s (SPEC §8). */
export function reloadAfterChunkFailure(error: unknown): void {
  if (isChunkLoadError(error)) handler();
}
