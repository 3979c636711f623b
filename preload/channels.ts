/** IPC channel names shared by the shell and the preload. */
export const IPC_CALL = 'vitae:call';
export const IPC_EVENT = 'vitae:event';
