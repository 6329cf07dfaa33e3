/** A Vega-Lite specification is plain JSON: the spec builders write it as such, and vega-lite checks it. */
export type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

export type JsonObject = { readonly [key: string]: Json };
