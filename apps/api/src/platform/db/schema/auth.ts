import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  /** Lower case; the login. */
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  /** SPEC §6 role names. */
  roles: ColumnType<string[], string[] | undefined, string[]>;
  created_at: Generated<Date>;
  /** Since when an organiser has disabled the account (issue 16 item 5); null: active. */
  disabled_at: Timestamp | null;
}

export interface SessionsTable {
  /** sha256 of the cookie value: a leaked table cannot be replayed as cookies. */
  id_hash: string;
  user_id: number;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  user_agent: string | null;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface OutboxEmailsTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  created_at: Generated<Date>;
  sent_at: Timestamp | null;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  login: string;
  ip: string;
  succeeded: boolean;
  at: Generated<Date>;
}

/** A new login e-mail waiting for its owner to open the link sent to it (issue 14). */
export interface EmailChangeTokensTable {
  token_hash: string;
  user_id: number;
  new_email: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** Issue 28 item 4: a signed-in user's followed teams, in the order followed. */
export interface FollowedTeamsTable {
  user_id: number;
  team_id: number;
  position: number;
  created_at: Generated<Date>;
}

export interface AuthTables {
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  outbox_emails: OutboxEmailsTable;
  login_attempts: LoginAttemptsTable;
  email_change_tokens: EmailChangeTokensTable;
  followed_teams: FollowedTeamsTable;
}
