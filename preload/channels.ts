/** IPC channel names shared by the shell and the preload. */
export const IPC_CALL = 'vitae:call';
export const IPC_EVENT = 'vitae:event';
/** Desktop-only capabilities (native dialogs); the browser host has no equivalent. */
export const IPC_SAVE_FILE = 'vitae:save-file';
export const IPC_PICK_FOLDER = 'vitae:pick-folder';
export const IPC_SAVE_PDF = 'vitae:save-pdf';
