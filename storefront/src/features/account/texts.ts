/** Said after a password is set, changed or reset: the server ended every other session. */
export const PASSWORD_CHANGED = 'Your password is changed. Other devices were signed out.';
