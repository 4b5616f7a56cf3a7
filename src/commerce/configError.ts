/** Configuration the store cannot start with; the message says what to change. */
export class ConfigError extends Error {}
