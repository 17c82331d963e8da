/** One old-style address and its new form; `:name` and a trailing `*` carry over (schemas/content/redirects.json). */
export interface RedirectRule {
  from: string;
  to: string;
  /** why the old form exists, for whoever edits the table */
  reason?: string;
}

export interface RedirectTable {
  /** "/payment/deposit/" → "/payment/deposit" for every page path */
  stripTrailingSlash: boolean;
  redirects: readonly RedirectRule[];
}
