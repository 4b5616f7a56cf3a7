/**
 * The backend's own settings: where its data lives (DATA_DIR, DATABASE_URL), where the store is
 * reached (PORT, PUBLIC_URL) and the admin token. The server composes them into its configuration;
 * the operations commands (`npm run seed`, `npm run gold`) read them alone, so the backend never
 * depends on the server that hosts it.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from './configError.ts';
import { secretFromDataDir, type SharedSecretName, type SharedSecrets } from './sharedSecrets.ts';

export const commerceEnvironmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('var'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  /** A read replica of DATABASE_URL's database, which the catalog's reads go to (docs/operations.md, "Beyond one machine"). */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_READ_URL must be a postgres:// URL')
    .optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  ADMIN_TOKEN: z.string().min(16, 'ADMIN_TOKEN must be at least 16 characters').optional(),
  PAYMENT_GATEWAY: z.enum(['sandbox']).default('sandbox'),
  PAYMENT_SANDBOX_SECRET: z.string().min(16, 'PAYMENT_SANDBOX_SECRET must be at least 16 characters').optional(),
  PAYMENT_SANDBOX_NOTIFY_URL: z.url().optional(),
  PENDING_PAYMENT_TTL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  JOBS: z.enum(['on', 'off']).default('on'),
  MAIL_TRANSPORT: z.enum(['mailbox']).default('mailbox'),
  MAIL_FROM: z.string().min(3).default('TSL Jewellery <no-reply@localhost>'),
  /** Where the contact form's messages go; the sender's address when unset. */
  MAIL_CONTACT_TO: z.string().min(3).optional(),
  SMS_TRANSPORT: z.enum(['smsbox', 'twilio']).default('smsbox'),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  CUSTOMER_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(31_536_000).default(3600),
  SIGN_IN_LOCKOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  CLUB_POINTS_EXPIRY_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  CLUB_POINTS_PER_ASIA_MILE: z.coerce.number().int().min(1).max(1000).default(10),
  SOCIAL_SIGN_IN: z.enum(['sandbox', 'live']).default('sandbox'),
  OAUTH_SANDBOX_SECRET: z.string().min(16, 'OAUTH_SANDBOX_SECRET must be at least 16 characters').optional(),
  WECHAT_APP_ID: z.string().min(1).optional(),
  WECHAT_APP_SECRET: z.string().min(1).optional(),
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
});

export interface CommerceConfig {
  /** Origin shoppers reach the store at, without a trailing slash. */
  publicUrl: string;
  dataDir: string;
  /** Source images of the catalog and content. */
  mediaDir: string;
  /** postgres://... when the data lives on a PostgreSQL server; otherwise PGlite under `pgliteDir`. */
  databaseUrl?: string;
  /** postgres://... of a read replica of `databaseUrl`, for the catalog's reads; only with `databaseUrl`. */
  databaseReadUrl?: string;
  /** The embedded database's directory, when there is no DATABASE_URL. */
  pgliteDir?: string;
  dbPoolSize: number;
  adminToken: string;
  /** The shared secrets configuration gives (the others the store makes: sharedSecrets.ts). */
  configuredSecrets: ReadonlySet<SharedSecretName>;
  payments: PaymentsConfig;
  mail: MailConfig;
  sms: SmsConfig;
  /** Background jobs (cancel unpaid orders, deliver mail): off in tests, which run them by hand. */
  jobs: boolean;
  accounts: AccountsConfig;
  club: ClubConfig;
  social: SocialSignInConfig;
}

/**
 * WeChat and Facebook sign-in (spec 000 §2 "WeChat and Facebook binding"). `sandbox`: this server
 * stands in for both with its own consent page (/oauth-sandbox/...); `live`: the real providers,
 * each usable once its app id and secret are set (a provider without them is unavailable).
 */
export interface SocialSignInConfig {
  mode: 'sandbox' | 'live';
  /** Signs the sandbox's codes and consent forms. */
  sandboxSecret: string;
  /** Signs the binding tickets an unbound sign-in answers. */
  ticketSecret: string;
  wechat?: { appId: string; appSecret: string };
  facebook?: { appId: string; appSecret: string };
}

/** The membership club's settings; levels, rates and rewards are per website in the database. */
export interface ClubConfig {
  /** Earned points lapse this many months after they were earned. */
  pointsExpiryMonths: number;
  /** Points one Asia Mile costs (1000 miles cost 1000 times this). */
  pointsPerAsiaMile: number;
}

export interface PaymentsConfig {
  gateway: 'sandbox';
  /** Signs the sandbox gateway's notifications (x-sandbox-signature) and its wallet forms. */
  sandboxSecret: string;
  /** Where the sandbox sends its notifications; unset: this server, in-process. */
  sandboxNotifyUrl?: string;
  /** A wallet payment not made within this time expires, and its order is cancelled. */
  pendingPaymentTtlMs: number;
}

export interface MailConfig {
  transport: 'mailbox';
  from: string;
  /** The store's own address, which receives the contact form's messages. */
  contactTo: string;
  /** Where the mailbox transport writes .eml files. */
  mailboxDir: string;
}

/**
 * Text messages (one-time passwords): `smsbox` writes each to DATA_DIR/smsbox and the log;
 * `twilio` sends through Twilio's Messages API with its account keys.
 */
export interface SmsConfig {
  transport: 'smsbox' | 'twilio';
  smsboxDir: string;
  twilio?: { accountSid: string; authToken: string; from: string; apiUrl: string };
}

/** Customer sign-in: token lifetime, lockout and the reCAPTCHA keys (docs/design.md, Security). */
export interface AccountsConfig {
  /** Spec 001 §9: tokens live 3600 s. */
  tokenTtlSeconds: number;
  /** How long too many failed sign-ins lock an account or a client address out. */
  lockoutSeconds: number;
  /** Google reCAPTCHA v3 keys; without them the local verifier checks tokens the store signs itself. */
  recaptcha?: { siteKey: string; secretKey: string; minScore: number };
  /** Signs the local verifier's tokens. */
  localCaptchaSecret: string;
  /** Keys the HMAC one-time passwords are kept as. */
  otpSecret: string;
  /** Signs the product codes staff scan into their bag (the QR codes of product pages and shelf tags). */
  productCodeSecret: string;
}

export { ConfigError };

/** Only the variables a schema knows, with empty ones taken as "not set" (as shells leave them). */
export function parseEnvironment<Schema extends z.ZodType>(schema: Schema, env: NodeJS.ProcessEnv): z.infer<Schema> {
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

export function commerceConfigOf(values: z.infer<typeof commerceEnvironmentSchema>): CommerceConfig {
  const dataDir = path.resolve(values.DATA_DIR);
  const adminToken = values.ADMIN_TOKEN ?? adminTokenFromDataDir(dataDir);
  if (Boolean(values.RECAPTCHA_SITE_KEY) !== Boolean(values.RECAPTCHA_SECRET_KEY)) {
    throw new ConfigError('Invalid configuration: RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY go together');
  }
  const given: Array<[SharedSecretName, string | undefined]> = [
    ['ADMIN_TOKEN', values.ADMIN_TOKEN],
    ['PAYMENT_SANDBOX_SECRET', values.PAYMENT_SANDBOX_SECRET],
    ['OAUTH_SANDBOX_SECRET', values.OAUTH_SANDBOX_SECRET],
  ];
  return {
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    databaseUrl: values.DATABASE_URL,
    databaseReadUrl: readUrlOf(values),
    pgliteDir: values.DATABASE_URL ? undefined : path.join(dataDir, 'pglite'),
    dbPoolSize: values.DB_POOL_SIZE,
    adminToken,
    configuredSecrets: new Set(given.filter(([, value]) => value).map(([name]) => name)),
    accounts: {
      tokenTtlSeconds: values.CUSTOMER_TOKEN_TTL_SECONDS,
      lockoutSeconds: values.SIGN_IN_LOCKOUT_SECONDS,
      recaptcha:
        values.RECAPTCHA_SITE_KEY && values.RECAPTCHA_SECRET_KEY
          ? { siteKey: values.RECAPTCHA_SITE_KEY, secretKey: values.RECAPTCHA_SECRET_KEY, minScore: values.RECAPTCHA_MIN_SCORE }
          : undefined,
      ...accountSecretsOf(adminToken),
    },
    payments: {
      gateway: values.PAYMENT_GATEWAY,
      sandboxSecret: values.PAYMENT_SANDBOX_SECRET ?? secretFromDataDir(dataDir, 'PAYMENT_SANDBOX_SECRET'),
      sandboxNotifyUrl: values.PAYMENT_SANDBOX_NOTIFY_URL,
      pendingPaymentTtlMs: values.PENDING_PAYMENT_TTL_MINUTES * 60_000,
    },
    mail: { transport: values.MAIL_TRANSPORT, from: values.MAIL_FROM, contactTo: values.MAIL_CONTACT_TO ?? values.MAIL_FROM, mailboxDir: path.join(dataDir, 'mailbox') },
    sms: smsConfigOf(values, dataDir),
    jobs: values.JOBS === 'on',
    club: { pointsExpiryMonths: values.CLUB_POINTS_EXPIRY_MONTHS, pointsPerAsiaMile: values.CLUB_POINTS_PER_ASIA_MILE },
    social: {
      mode: values.SOCIAL_SIGN_IN,
      sandboxSecret: values.OAUTH_SANDBOX_SECRET ?? secretFromDataDir(dataDir, 'OAUTH_SANDBOX_SECRET'),
      ticketSecret: ticketSecretOf(adminToken),
      wechat: appKeys(values.WECHAT_APP_ID, values.WECHAT_APP_SECRET, 'WECHAT'),
      facebook: appKeys(values.FACEBOOK_APP_ID, values.FACEBOOK_APP_SECRET, 'FACEBOOK'),
    },
  };
}

function readUrlOf(values: z.infer<typeof commerceEnvironmentSchema>): string | undefined {
  if (values.DATABASE_READ_URL && !values.DATABASE_URL) throw new ConfigError('Invalid configuration: DATABASE_READ_URL is a replica of DATABASE_URL, which is not set');
  return values.DATABASE_READ_URL;
}

/** Keys drawn from the admin token, so that every instance which shares the token shares them. */
function derivedSecret(purpose: string, adminToken: string): string {
  return createHash('sha256').update(`${purpose}\u0000${adminToken}`).digest('base64url');
}

function accountSecretsOf(adminToken: string): Pick<AccountsConfig, 'localCaptchaSecret' | 'otpSecret' | 'productCodeSecret'> {
  return {
    localCaptchaSecret: derivedSecret('local-captcha', adminToken),
    otpSecret: derivedSecret('one-time-password', adminToken),
    productCodeSecret: derivedSecret('staff-product-code', adminToken),
  };
}

function ticketSecretOf(adminToken: string): string {
  return derivedSecret('social-binding-ticket', adminToken);
}

/** The backend's configuration with the secrets the store's instances agreed on (sharedSecrets.ts). */
export function withSharedSecrets<Config extends CommerceConfig>(config: Config, agreed: Omit<SharedSecrets, 'SESSION_SECRET'>): Config {
  return {
    ...config,
    adminToken: agreed.ADMIN_TOKEN,
    accounts: { ...config.accounts, ...accountSecretsOf(agreed.ADMIN_TOKEN) },
    payments: { ...config.payments, sandboxSecret: agreed.PAYMENT_SANDBOX_SECRET },
    social: { ...config.social, sandboxSecret: agreed.OAUTH_SANDBOX_SECRET, ticketSecret: ticketSecretOf(agreed.ADMIN_TOKEN) },
  };
}

function smsConfigOf(values: z.infer<typeof commerceEnvironmentSchema>, dataDir: string): SmsConfig {
  const smsboxDir = path.join(dataDir, 'smsbox');
  if (values.SMS_TRANSPORT === 'smsbox') return { transport: 'smsbox', smsboxDir };
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = values;
  if (!accountSid || !authToken || !from) {
    throw new ConfigError('Invalid configuration: SMS_TRANSPORT=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  }
  return { transport: 'twilio', smsboxDir, twilio: { accountSid, authToken, from, apiUrl: values.TWILIO_API_URL } };
}

function appKeys(appId: string | undefined, appSecret: string | undefined, name: string): { appId: string; appSecret: string } | undefined {
  if (Boolean(appId) !== Boolean(appSecret)) throw new ConfigError(`Invalid configuration: ${name}_APP_ID and ${name}_APP_SECRET go together`);
  return appId && appSecret ? { appId, appSecret } : undefined;
}

export function loadCommerceConfig(env: NodeJS.ProcessEnv = process.env): CommerceConfig {
  return commerceConfigOf(parseEnvironment(commerceEnvironmentSchema, env));
}

/**
 * Without ADMIN_TOKEN the store makes one and keeps it in DATA_DIR/admin-token (mode 600), so the
 * operations commands on the same machine can use it.
 */
export function adminTokenFromDataDir(dataDir: string): string {
  return secretFromDataDir(dataDir, 'ADMIN_TOKEN');
}


/** Where the store and its media are reached. */
export interface UrlsConfig {
  /** Origin the store is reached at, without trailing slash, e.g. http://localhost:3000. */
  publicUrl: string;
  /** Media base URL per website media host (main, macau, malaysia); defaults to publicUrl/media/. */
  mediaUrlByHost: Record<string, string>;
}
