import { trapFocus } from './focus';

/**
 * Light modal dialogs for the shell's own prompts (login required, logout, session expired).
 * Plain DOM so they work before any area (and antd-mobile) has loaded; styled like antd-mobile's Dialog.
 * Focus moves to the confirm button when one opens, stays inside while it is open and goes back to the opener when
 * it closes (`trapFocus`); Escape answers as the cancel button (or the only button) would.
 */
export interface DialogOptions {
  title?: string;
  content: string;
  confirmText?: string;
  cancelText?: string;
  /** closes the dialog (answering false) when aborted: a page's dialog goes with the page (a cached page hidden) */
  signal?: AbortSignal;
}

function open(opts: DialogOptions, withCancel: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const mask = document.createElement('div');
    mask.className = 'h5-dialog-mask';
    const box = document.createElement('div');
    box.className = 'h5-dialog';
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    if (opts.title) {
      const t = document.createElement('div');
      t.className = 'h5-dialog__title';
      t.textContent = opts.title;
      box.appendChild(t);
      box.setAttribute('aria-label', opts.title);
    }
    const c = document.createElement('div');
    c.className = 'h5-dialog__content';
    c.textContent = opts.content;
    box.appendChild(c);
    const actions = document.createElement('div');
    actions.className = 'h5-dialog__actions';
    let release = () => {};
    const close = (result: boolean) => {
      opts.signal?.removeEventListener('abort', abort);
      mask.remove();
      release();
      resolve(result);
    };
    const abort = () => close(false);
    if (withCancel) {
      const cancel = document.createElement('button');
      cancel.type = 'button';
      cancel.className = 'h5-dialog__btn';
      cancel.textContent = opts.cancelText ?? '取消';
      cancel.onclick = () => close(false);
      actions.appendChild(cancel);
    }
    const ok = document.createElement('button');
    ok.type = 'button';
    ok.className = 'h5-dialog__btn h5-dialog__btn--primary';
    ok.textContent = opts.confirmText ?? '确定';
    ok.onclick = () => close(true);
    actions.appendChild(ok);
    box.appendChild(actions);
    mask.appendChild(box);
    if (opts.signal?.aborted) return resolve(false);
    opts.signal?.addEventListener('abort', abort);
    box.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') close(!withCancel);
    });
    document.body.appendChild(mask);
    release = trapFocus(box, ok);
  });
}

export const confirmDialog = (opts: DialogOptions) => open(opts, true);
export const alertDialog = (opts: DialogOptions) => open(opts, false).then(() => undefined);
