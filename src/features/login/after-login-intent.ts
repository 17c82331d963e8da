/** What the arrival URL asked for after login (spec 1 §2 query parameters, §4 "After login"). */
export interface AfterLoginIntent {
  /** game-after-login with its type (default demo) */
  game: { game: string; type: string } | null;
  /** page-after-login: an unprefixed in-app path such as /my/profile */
  page: string | null;
  /** modal-after-login: a modal name such as deposit */
  modal: string | null;
  /** authorizationToken from external data: logs in by token at once */
  authorizationToken: string | null;
}
