/**
 * The modal dialog that is open now, if any. A modal <dialog> makes the rest of the page inert and
 * sits in the top layer above it, so whatever must stay visible and announced while it is open (the
 * toasts) renders inside it instead.
 */
import { atom } from 'nanostores';

export const $modalHost = atom<HTMLDialogElement | null>(null);
