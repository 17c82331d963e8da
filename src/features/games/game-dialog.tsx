import { useEffect, useRef, type ReactNode } from 'react';

interface GameDialogProps {
  /** the id of the heading that names the dialog */
  labelledBy: string;
  children: ReactNode;
}

/**
 * A modal `<dialog>` over the game (the session-time question, the reality check): opened as a
 * modal while mounted, so the game behind it is inert, closed when unmounted. Escape does not
 * dismiss it: the player answers.
 */
export function GameDialog({ labelledBy, children }: GameDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return undefined;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
    };
  }, []);
  return (
    <dialog ref={dialog} className="game-dialog" aria-labelledby={labelledBy} onCancel={(event) => event.preventDefault()}>
      {children}
    </dialog>
  );
}
