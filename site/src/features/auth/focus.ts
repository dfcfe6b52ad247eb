/** A form's button is gone once its outcome shows: a ref that moves the focus to the outcome's heading (tabIndex -1), not to the page's start. */
export const focusOnShow = (el: HTMLElement | null): void => el?.focus();
