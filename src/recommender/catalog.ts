/**
 * The precomputed engine index: per-title features, posting lists, title lookup, similarity.
 * Callers import from here; the pieces live in catalog-model (shape), title-features (per-title keys and
 * similarity), catalog-build (building) and catalog-lookup (keyword and neighbour queries).
 */
export { buildIndex } from "./catalog-build";
export { forEachKeywordMatch, genreShare, keywordMatches, neighbours, titleKeysOpening } from "./catalog-lookup";
export { type EngineIndex, type IndexedTitle, titleAt } from "./catalog-model";
export { similarity } from "./title-features";
