/**
 * Light modal dialogs for the shell's own prompts (login required, logout, session expired).
 * Plain DOM so they work before any area (and antd-mobile) has loaded; styled like antd-mobile's Dialog.
 */
export interface DialogOptions {
  title?: string;
  content: string;
  confirmText?: string;
  cancelText?: string;
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
    const close = (result: boolean) => {
      mask.remove();
      resolve(result);
    };
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
    document.body.appendChild(mask);
    ok.focus();
  });
}

export const confirmDialog = (opts: DialogOptions) => open(opts, true);
export const alertDialog = (opts: DialogOptions) => open(opts, false).then(() => undefined);
