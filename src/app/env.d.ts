interface ImportMetaEnv {
  /** base URL of the real platform api; empty runs the msw mock platform in the browser */
  readonly VITE_API_BASE_URL?: string;
  /** origin of the provider simulators (identity, payment frames); http://localhost:5174 locally */
  readonly VITE_PROVIDER_ORIGIN?: string;
}
