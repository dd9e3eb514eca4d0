// A non-secret hint that the browser holds a session: the refresh-token cookie is HttpOnly and
// sent only to the refresh and sign-out calls, so page requests (and middleware.ts's route
// guards) never see it. The server sets and clears this cookie with the refresh token; it
// carries no token, only `1`. A stale hint is harmless: the page's own check then signs out.
export const SIGNED_IN_HINT_COOKIE = 'signed_in';
