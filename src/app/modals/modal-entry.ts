import type { ComponentType } from 'react';
import type { RouteAccess } from '../routes/route-access';
import type { ModalContentProps } from './modal-content-props';

export interface ModalEntry {
  /** i18n key of the dialog title (also the page heading on mobile) */
  title: string;
  access: RouteAccess;
  /**
   * A logged-out-only modal whose flow logs the player in itself (registration with autoLogin)
   * stays open until the player closes it, so its last screen is seen.
   */
  finishesAfterLogin?: boolean;
  /**
   * The unprefixed page path that shows the same content on mobile (< 1024 px), e.g. "/login";
   * without it the modal is a dialog on every screen size.
   */
  mobilePath?: string;
  /** query parameters that belong to the modal (e.g. `channel`): cleared with `modal` when the dialog closes */
  params?: readonly string[];
  /** lazy content module; absent until a feature provides it (the shell then says unavailable) */
  load?: () => Promise<{ default: ComponentType<ModalContentProps> }>;
}
