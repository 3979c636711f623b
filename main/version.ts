declare const __VITAE_VERSION__: string | undefined;
/** Injected by the build (package.json version); falls back for tests. */
export const APP_VERSION: string = typeof __VITAE_VERSION__ === 'string' ? __VITAE_VERSION__ : '0.0.0-dev';
