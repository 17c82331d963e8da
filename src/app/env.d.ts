interface ImportMetaEnv {
  /** base URL of the real platform api; empty runs the msw mock platform in the browser */
  readonly VITE_API_BASE_URL?: string;
  /** origin of the provider simulators (identity, payment frames); http://localhost:5174 locally */
  readonly VITE_PROVIDER_ORIGIN?: string;
  /** origin of the card holder's bank's 3-D Secure page (spec 2 §4); framed and heard only for that frame; http://127.0.0.1:5174 locally */
  readonly VITE_THREE_DS_ORIGIN?: string;
}
