## Requests the server could not take as sent: forms, query strings, the API's tokens
## and bodies.

error-csrf-missing = missing anti-forgery token
error-csrf-other-site = This form was sent from another site, so it was not accepted.
error-csrf-no-cookie = This form was not loaded from this site (no security cookie). Reload the page and try again.
error-csrf-mismatch = This form's security token does not match (it may have been loaded before you logged in or out). Reload the page and try again.
error-form-not-utf8 = the form could not be read: it is not valid UTF-8 text
error-form-unreadable = the form could not be read
error-form-malformed = the form is malformed: { $detail }
error-bad-query = bad query string: { $detail }
error-unsubscribe-one-click = an unsubscribe request carries List-Unsubscribe=One-Click (RFC 8058)

api-token-missing = send an API token (made on your account page) as: Authorization: Bearer pp_...
api-token-header = the Authorization header must read: Bearer pp_...
api-token-invalid = this API token is not valid: it was revoked, or never made
api-token-read-only = this token may only read: moves, offers and invitations need a token with the "play" scope
api-rate-limited = too many requests with this token: try again in { $seconds } s
api-no-such-action = There is no action "{ $action }": the actions are { $actions }.
api-json-shape = { $detail }
api-json-syntax = { $detail }
api-body-unreadable = { $detail }

## Too many requests of one kind.
wait-seconds = { $n ->
    [one] 1 second
   *[other] { $n } seconds
}
wait-minutes = { $n ->
    [one] 1 minute
   *[other] { $n } minutes
}
limit-too-many = too many { $action ->
    [login] login attempts
    [register] registrations
    [invite] new games
    [check-definition] definition checks
   *[account-mail] requests for mailed links
} from { $whose ->
    [mailbox] this mail address
   *[client] your address
}: try again in { $wait }
limit-reports = at most { $most } reports a day
limit-said-lines = at most { $most } lines a minute in one game; wait a moment
limit-invitations-sent = you have invited { $sent } people by email in the last 24 hours, the most allowed: nothing was sent. Try again after { $until }, or invite a registered player by name.
limit-invitations-received = { $address } has been invited by email { $received } times in the last 24 hours, the most allowed: nothing was sent. Try again after { $until }, or invite a registered player by name.
limit-failed-logins = too many failed logins for { $name }: try again after { $until }
limit-slowed-logins = many failed logins for this account recently, so it is slowed down: try again in { $wait } (a browser that has logged in to it before is not slowed down)
