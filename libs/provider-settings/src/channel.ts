/** The NOTIFY channel of a settings change (payload: the provider); every process listens. */
export const PROVIDER_SETTINGS_CHANNEL = 'provider_settings_changed';
