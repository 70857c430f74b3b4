import type { CommerceProduct } from './types';

/**
 * What the product list asks of a search provider and what it gets back, whichever provider answers (the commerce
 * API's Shopper Search, or the third-party search service). Products come back commerce-shaped, so the tile mapping
 * (`toTileModel` of @ridgeline/blocks) serves both.
 */
export interface ProductSearchRequest {
  /** The search phrase (search mode). */
  q?: string;
  /** The category (category mode). */
  category?: {
    id: string;
    /** Ids from the top category down to this one (the search service's category path). */
    path: readonly string[];
    /** The category lists each colour of a product as its own tile (`c_sliceByColor`): no variants needed. */
    slicesByColour?: boolean;
  };
  /** Chosen values per attribute (OR within an attribute, AND across attributes). */
  refine: Readonly<Record<string, readonly string[]>>;
  sort: string;
  limit: number;
  offset: number;
  /**
   * Leave member-exclusive products (`c_memberExclusive`) out of the search itself, so totals, facet counts and pages
   * agree with the tiles: set for pages rendered for customer groups without Loyalty Members
   * (`excludesMemberExclusive`). Part of every provider's cache key.
   */
  excludeMemberExclusive?: boolean;
}

/** The customer group that sees member-exclusive products (docs/behaviour/personalisation.md). */
export const MEMBER_GROUP = 'Loyalty Members';

/** Whether a page rendered for `customerGroups` must leave member-exclusive products out (every group but members). */
export function excludesMemberExclusive(customerGroups: readonly string[] | undefined): boolean {
  return !(customerGroups ?? []).includes(MEMBER_GROUP);
}

export interface SearchRefinementValue {
  value: string;
  label: string;
  hitCount: number;
  /** Colour values: the swatch's presentation id (`blue`, `black`…). */
  presentationId?: string;
  /** Subcategories of a category value. */
  values?: SearchRefinementValue[];
}

export interface SearchRefinement {
  attributeId: string;
  label: string;
  values: SearchRefinementValue[];
}

export interface ProductSearchResult {
  total: number;
  offset: number;
  hits: CommerceProduct[];
  refinements: SearchRefinement[];
  /** A corrected phrase to offer ("Did you mean …?"), when the provider has one. */
  suggestedPhrase?: string;
}

export interface ProductSearchProvider {
  readonly name: 'scapi' | 'unbxd';
  search(request: ProductSearchRequest): Promise<ProductSearchResult>;
}

/** A category as the list shows it: its name and the chain above it (top first, itself last). */
export interface ListCategory {
  id: string;
  name: string;
  description?: string;
  /** From the top category down to this one; the catalogue's root is left out. */
  path: { id: string; name: string }[];
  /** The category lists each colour of a product as its own tile (`c_sliceByColor`). */
  slicesByColour?: boolean;
}

export interface CategorySource {
  /** The category, or null when the catalogue has none of that id. */
  category(id: string): Promise<ListCategory | null>;
}
