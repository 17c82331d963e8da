import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { GameMenu, ProtectionStatus } from '../../api/endpoints';
import type { ApiPort } from '../../stores/api-port';
import { createCurtainController, type CurtainController } from './curtain-controller';
import { showsCurtain } from './shows-curtain';

/**
 * The startup screens besides the main loading screen (spec 1 §2, §9): the preloading curtain
 * of the lobby paths, which waits for the game menu, and the protection check, which can
 * replace the whole site. One per page load; `start` is safe to call again.
 */
export class StartupStore {
  curtainVisible: boolean;
  protectionEnabled = false;
  /** the casino and live game groups, once loaded (the lobby and side menu read them) */
  gameMenu: GameMenu | null = null;

  private readonly api: ApiPort;
  private readonly curtain: CurtainController | null;
  private started = false;

  constructor(api: ApiPort, pathname: string) {
    this.api = api;
    this.curtainVisible = showsCurtain(pathname);
    this.curtain = this.curtainVisible ? createCurtainController(() => runInAction(() => (this.curtainVisible = false))) : null;
    makeAutoObservable<StartupStore, 'api' | 'curtain' | 'started'>(
      this,
      { api: false, curtain: false, started: false, gameMenu: observableRef },
      { autoBind: true },
    );
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    void this.checkProtection();
    if (this.curtain) void this.loadGameMenu(this.curtain);
  }

  /** A global error: nothing behind the curtain is coming, so it goes now. */
  hideCurtain(): void {
    this.curtain?.hide();
  }

  private async checkProtection(): Promise<void> {
    const result = await this.api.call<ProtectionStatus>('protection');
    if (!result.ok || result.data.enabled !== true) return;
    runInAction(() => (this.protectionEnabled = true));
    this.curtain?.hide();
  }

  private async loadGameMenu(curtain: CurtainController): Promise<void> {
    curtain.requestStarted();
    const result = await this.api.call<GameMenu>('gameMenu');
    if (result.ok) runInAction(() => (this.gameMenu = result.data));
    curtain.requestSettled();
  }
}
