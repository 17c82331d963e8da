import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiPort, StoreApiError, StoreApiResult } from './api-port';
import type { AppEvents } from './app-events';
import type { PlayerStore } from './player-store';
import type { SessionPlayer } from './player-types';
import type { WalletStore } from './wallet-store';

export interface LoginCredentials {
  login: string;
  password: string;
}

export interface TokenLogin {
  t: string;
  tokenProvider?: string;
  /** spec 2 §4: a pay-and-play visitor's consents, carried over to the login by the deposit's login code */
  privacyPolicyChecked?: boolean;
  depositAgeAndPolicyChecked?: boolean;
}

export interface SessionStoreDeps {
  api: ApiPort;
  events: AppEvents;
  player: PlayerStore;
  wallet: WalletStore;
  /** the interface language now shown; sent with changeLanguage after every login */
  language: () => string;
}

export type LoginResult = { ok: true; player: SessionPlayer } | { ok: false; error: StoreApiError };

/** Visitor versus logged-in player, and the transitions between them. */
export class SessionStore {
  loggedIn = false;
  player: SessionPlayer | null = null;
  pending = false;
  error: StoreApiError | null = null;

  private readonly deps: SessionStoreDeps;

  constructor(deps: SessionStoreDeps) {
    this.deps = deps;
    makeAutoObservable<SessionStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get nickname(): string {
    const details = this.deps.player.details;
    return details?.nickName || this.player?.nickName || details?.userName || this.player?.userName || '';
  }

  /** Reads the server session at startup; a failed read leaves the visitor logged out. */
  async restore(): Promise<void> {
    const result = await this.deps.api.call<{ loggedIn: boolean; player?: SessionPlayer }>('session');
    if (!result.ok || !result.data.loggedIn || !result.data.player) return;
    const player = result.data.player;
    runInAction(() => this.setLoggedIn(player));
    // a restored session is no login event; it only needs its data
    await Promise.all([this.deps.player.loadDetails(), this.deps.wallet.load()]);
  }

  login(credentials: LoginCredentials): Promise<LoginResult> {
    return this.runLogin(() => this.deps.api.call<{ player: SessionPlayer }>('login', credentials));
  }

  loginByToken(token: TokenLogin): Promise<LoginResult> {
    return this.runLogin(() => this.deps.api.call<{ player: SessionPlayer }>('loginByToken', token));
  }

  /** For flows that log the player in themselves (registration with autoLogin). */
  acceptLogin(player: SessionPlayer): Promise<LoginResult> {
    return this.runLogin(() => Promise.resolve({ ok: true, data: { player } }));
  }

  /** Registration succeeded; listeners (analytics, the login offer) get the e-mail used. */
  registered(email?: string): void {
    this.deps.events.emit('REGISTERED', email === undefined ? {} : { email });
  }

  /** Logs out locally even when the call fails, so a dead session never keeps the player in. */
  async logout(): Promise<void> {
    this.pending = true;
    await this.deps.api.call('logout');
    runInAction(() => {
      this.loggedIn = false;
      this.player = null;
      this.pending = false;
      this.deps.player.reset();
      this.deps.wallet.reset();
    });
    this.deps.events.emit('LOGGED_OUT', {});
  }

  /** Activates an account from the e-mailed link (logged-out only route /activation/{code}). */
  async activate(activationCode: string): Promise<{ ok: true } | { ok: false; error: StoreApiError }> {
    const result = await this.deps.api.call('activate', { activationCode });
    return result.ok ? { ok: true } : { ok: false, error: result.error };
  }

  /**
   * Keeps the server's stored language in step with the one shown: called whenever the shown
   * language or the session changes, it calls changeLanguage only when they differ.
   */
  async syncLanguage(language: string): Promise<boolean> {
    if (!this.loggedIn || !this.player || this.player.language === language) return false;
    this.player = { ...this.player, language };
    return this.changeLanguage(language);
  }

  /** Tells the server the interface language; only meaningful for a logged-in player. */
  async changeLanguage(language: string): Promise<boolean> {
    if (!this.loggedIn) return false;
    const result = await this.deps.api.call('changeLanguage', { language });
    return result.ok;
  }

  private async runLogin(
    call: () => Promise<StoreApiResult<{ player: SessionPlayer }>>,
  ): Promise<LoginResult> {
    this.pending = true;
    this.error = null;
    const result = await call();
    if (!result.ok) {
      runInAction(() => {
        this.pending = false;
        this.error = result.error;
      });
      return { ok: false, error: result.error };
    }
    const player = result.data.player;
    const language = this.deps.language();
    runInAction(() => this.setLoggedIn({ ...player, language }));
    const [details] = await Promise.all([
      this.deps.player.loadDetails(),
      this.deps.wallet.load(),
      this.changeLanguage(language),
    ]);
    runInAction(() => {
      this.pending = false;
    });
    const playerId = details?.publicUserId ?? player.publicUserId ?? player.id;
    this.deps.events.emit((details?.firstLogin ?? player.firstLogin) === true ? 'LOGGED_IN_FIRST_TIME' : 'LOGIN', { playerId });
    return { ok: true, player: this.player ?? player };
  }

  private setLoggedIn(player: SessionPlayer): void {
    this.player = player;
    this.loggedIn = true;
    this.error = null;
  }
}
