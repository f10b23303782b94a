/** Who is asking: the session's user (the guard has resolved it) and whether they are an admin. */
export interface EsimRequester {
  userId: string;
  isAdmin: boolean;
}

/** Who is asking about an order: maybe a signed-in user, maybe a guest with the order link's token. */
export interface OrderRequester {
  userId: string | null;
  isAdmin: boolean;
  /** The guest access token from the order link. */
  token: string | null;
}
