/** Types of cache-clock.mjs (plain JavaScript: Next's cache handler imports it outside the bundle). */
export function pageGeneration(): number;
export function startPageGeneration(): void;
export function answerRequest<T>(answer: () => T, startedAt?: number): T;
export function requestStartedAt(): number | undefined;
export interface Revalidation {
  tags: string[];
  durations?: { expire?: number };
}
export function announceRevalidation(revalidation: Revalidation): void;
export function onRevalidation(listener: (revalidation: Revalidation) => void): () => void;
