## What a refused request about an account, its tools, a player or a variant is told.
## A refusal is a clause (no capital, no full stop), as it may stand after a colon.

## Links mailed about an account.
refused-link-unknown = this link is not one we sent, or not all of it: copy the whole link from the mail, or ask for a new one
refused-link-used = this link was used already: each link works once; ask for a new one if you need it
refused-link-expired = this link has expired: ask for a new one
refused-link-used-or-expired = this link was used already, or has just expired: ask for a new one
refused-unsubscribe-link = this unsubscribe link is not valid: it may have been cut short or changed. Use the link from the mail as it is, or choose your mail on your account page.

## Registering, logging in, the password and the address.
refused-username = a username is 2 to 32 letters, digits, '_' or '-'
refused-not-an-address = "{ $address }" is not an email address
refused-password-length = a password is 8 to 200 characters
refused-password-wrong = the current password is wrong
refused-name-or-address-taken = that username or email address is already registered
refused-unconfirmed-rated = confirm your email address first (follow the link we mailed you; your account page can send it again): rated games are played between confirmed addresses
refused-unconfirmed-invite = confirm your email address first (follow the link we mailed you; your account page can send it again): until then you cannot invite by email
refused-address-confirmed = your address is confirmed already
refused-address-yours = { $address } is your address already
refused-address-taken = that email address is already registered
refused-address-taken-since = { $address } was registered by another account since this link was sent, so it cannot be yours here
# $words are the words to type, which stay as the server checks them.
refused-delete-unconfirmed = to delete the account, type "{ $words }" in the confirmation box
refused-block-yourself = you cannot block yourself
refused-one-click-box = the one-click box is either ticked or not

## The account's mail and notification choices. $got is what the form sent.
refused-move-mail = move mail must be every, digest or none (got "{ $got }")
refused-digest-hour = the digest hour must be a whole number from 0 to 23 (got "{ $got }")
refused-reminders-switch = reminders must be on or off (got "{ $got }")
refused-invitation-mail-switch = invitation mails must be on or off (got "{ $got }")
# $kind is one of move, invitation, offer, end, deadline.
refused-push-kind-switch = pushing { $kind } must be on or off (got "{ $got }")
refused-push-instead-switch = push instead of mail must be on or off (got "{ $got }")
refused-push-kind = a push is of a move, an invitation, an offer, an end or a deadline (got "{ $got }")

## API tokens.
refused-token-scope = a token's scope is "read" or "play"
refused-token-name = name the token (for example the tool it is for): 1 to { $most } characters of plain text
refused-most-tokens = you already hold { $held } API tokens, the most this server allows: revoke one first

## Notifications on a device (Web Push).
refused-no-notifications = this server does not send notifications
refused-most-devices = you already have { $held } devices with notifications, the most this server allows: remove one first
refused-push-key-not-base64 = the browser's key (p256dh) is not base64url
refused-push-key-not-uncompressed = the browser's key (p256dh) is not an uncompressed P-256 point
refused-push-key-off-curve = the browser's key (p256dh) is not a point of P-256
refused-push-secret-not-base64 = the browser's secret (auth) is not base64url
refused-push-secret-length = the browser's secret (auth) is not 16 bytes

## Webhooks, and where webhooks and pushes may reach. $purpose is "webhook" (a webhook's
## URL) or "push" (a browser's push endpoint). $why is the words of the library that read
## the URL or looked the host up, which stay in English.
refused-most-webhooks = you already have { $held } webhooks, the most this server allows: delete one first
refused-url-too-long = { $purpose ->
        [push] a push endpoint is at most { $most } characters long
       *[webhook] a webhook URL is at most { $most } characters long
    }
refused-not-a-url = "{ $text }" is not a URL ({ $why }); write it in full, as https://example.org/hook
refused-url-plain-http = { $purpose ->
        [push] a push endpoint must start with https://: plain http would show the events to anyone on the way
       *[webhook] a webhook URL must start with https://: plain http would show the events to anyone on the way
    }
refused-url-scheme = { $purpose ->
        [push] a push endpoint must start with https:// (not { $scheme }:)
       *[webhook] a webhook URL must start with https:// (not { $scheme }:)
    }
refused-url-no-host = { $purpose ->
        [push] a push endpoint must name a host
       *[webhook] a webhook URL must name a host
    }
refused-url-credentials = { $purpose ->
        [push] leave the user name and password out of a push endpoint: what is sent is signed instead
       *[webhook] leave the user name and password out of a webhook URL: what is sent is signed instead
    }
refused-url-fragment = { $purpose ->
        [push] a push endpoint has no #fragment: nothing after # is ever sent
       *[webhook] a webhook URL has no #fragment: nothing after # is ever sent
    }
# $kind says what the address is: loopback, private, shared, link-local, site-local,
# unique-local, metadata, unspecified, multicast or reserved.
refused-ip-not-public = { $ip } is { $kind ->
        [loopback] a loopback address
        [private] a private address
        [shared] a shared (carrier-grade NAT) address
        [link-local] a link-local address
        [site-local] a site-local address
        [unique-local] a private (unique local) address
        [metadata] a cloud metadata address
        [unspecified] an unspecified address
        [multicast] a multicast address
       *[reserved] a reserved address
    }; { $purpose ->
        [push] pushes
       *[webhook] webhooks
    } may only reach public addresses
refused-host-not-public = { $host } resolves to { $ip }, { $kind ->
        [loopback] a loopback address
        [private] a private address
        [shared] a shared (carrier-grade NAT) address
        [link-local] a link-local address
        [site-local] a site-local address
        [unique-local] a private (unique local) address
        [metadata] a cloud metadata address
        [unspecified] an unspecified address
        [multicast] a multicast address
       *[reserved] a reserved address
    }; { $purpose ->
        [push] pushes
       *[webhook] webhooks
    } may only reach public addresses
refused-lookup-slow = looking up { $host } took too long
refused-host-unknown = { $host } cannot be found ({ $why })
refused-host-no-address = { $host } has no address

## Reports of a game's words to the operator.
refused-report-plain-text = a report is plain text: it may not hold control characters
refused-report-empty = say what you report: copy the words, or describe them
refused-report-too-long = a report is at most { $most } characters
refused-report-not-begun = the game has not begun: there are no words of it to report
refused-reports-operator-only = only the server's operator reads reports

## A player's finished games, filtered. $allowed are the words the form sends, as sent.
refused-archive-result = the result must be one of { $allowed }, or empty
refused-archive-colour = the colour must be one of { $allowed }, or empty
refused-archive-rated = rated must be one of { $allowed }, or empty
refused-archive-from = from must be a day written 2026-03-01
refused-archive-until = until must be a day written 2026-03-01
refused-archive-page = pages count from 1

## Rated games.
refused-rated-free-play = a free-play game cannot be rated: nothing checks its result
refused-rated-own-start = a game from a start position of your own cannot be rated: rated games begin from the variant's start
refused-rated-not-allowed = { $variant } cannot be rated: its author has not published it for rated play

## Players' variants and the editor.
refused-definition-format = unknown definition format "{ $format }": choose pigeonpost or fairy
refused-variant-name = the name must be at most { $most } characters of plain text
refused-variant-description = the description must be at most { $most } characters of plain text
refused-most-variants = you already keep { $kept } variants, the most this server allows: delete or reuse one
refused-variant-key-taken = you already have a variant with the key "{ $key }": edit it, or change the key
refused-variant-author-edits = only its author may edit a variant
refused-variant-author-publishes = only its author may publish or unpublish a variant

## What is wrong with a definition, besides what the engine finds (which it writes in
## English). $why is the TOML reader's own words, which stay in English.
problem-toml-syntax = { $why }
problem-definition-too-long = the definition is { $bytes } bytes long; this server takes at most { $most }
problem-definition-nul = the definition contains a NUL character
problem-definition-empty = the definition is empty
problem-key-too-long = key: at most { $most } characters
problem-key-changed = key: this variant's key is "{ $key }"; to make another variant, start a new one
problem-no-section = no section: a Fairy-Stockfish definition starts with [name] or [name:parent]

## Why the editor's preview counts perft no further.
perft-short-positions = Depth { $depth } was not counted: depth { $before } has { $positions } positions, more than the { $most } this server counts from.
perft-short-turns = Depth { $depth } was not counted: it takes more than the { $most } turns this server generates for a preview.
perft-short-time = Depth { $depth } was not counted: it takes longer than the { $seconds } seconds a preview may count.
perft-none-busy = Perft was not counted: another preview from your address is being counted; check again when it is done.
perft-none-spent-seconds = Perft was not counted: the previews from your address have used the { $cpu } CPU seconds they may use in an hour; perft is counted again in { $wait ->
        [one] 1 second
       *[other] { $wait } seconds
    }.
perft-none-spent-minutes = Perft was not counted: the previews from your address have used the { $cpu } CPU seconds they may use in an hour; perft is counted again in { $wait ->
        [one] 1 minute
       *[other] { $wait } minutes
    }.
perft-none-stopping = Perft was not counted: the server is stopping.

## The JSON API's refusals of a tool's request. $why is the words of the library that
## read the request, which stay in English (and say it all in English already).
api-not-an-id = There is nothing at this address (an id is a whole number).
