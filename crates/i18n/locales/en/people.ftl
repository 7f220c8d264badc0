## The account page. (Its language and time zone section is in main.ftl.)
acct-title = Account
acct-address-heading = Email address
acct-email-html = Email: <span id="email">{ $email }</span>
acct-email-confirmed = (confirmed)
acct-email-unconfirmed = (not confirmed)
acct-unverified-note = Until you follow the link we mailed to this address, you get no game mail and cannot invite anyone by email. You can play meanwhile.
acct-pending = A link was sent to { $pending }. Your address becomes { $pending } when you follow it; until then it stays { $email }.
acct-link-sent = A link was sent to { $address }. Follow it to confirm the address.
acct-resend = Send the link to { $address } again
acct-new-email = New email address
acct-current-password = Current password
acct-change-address = Change the address
acct-mail-refused = Mail to { $address } was refused by the receiving server on { $when }: { $reply }. Check your address. Until you do, mail to it waits here unsent.
acct-mail-retry = Try again
acct-save = Save
acct-playing-heading = Playing
# "Send" is the game page's button that sends a move.
acct-one-click = Send a move as soon as my clicks on the board complete it (without pressing "Send")
acct-mail-heading = Mail
acct-moves-legend = When my opponent moves
acct-moves-every = Mail me about every move, offer and result
acct-moves-digest = One mail a day listing the games awaiting my move (none on a day when nothing awaits)
acct-moves-none = No mail about moves
acct-reminders-legend = Reminders when my time to move runs short
acct-invitations-legend = Invitations to games, and answers to mine
acct-on = On
acct-off = Off
acct-account-mail = Mail about your account (answers to your replies by mail) always comes.
acct-push-heading = Notifications on your devices
acct-push-intro = Your browser or phone can tell you of your games without a mail, even with no page of this site open: your move, invitations, offers, results and deadlines. Each device you turn them on for is listed here; remove it to stop them there.
acct-push-allow = Turn on notifications on this device
acct-push-noscript = Turning notifications on needs JavaScript: only a script can ask the browser for the address its notifications come through.
acct-no-devices = No device gets notifications yet.
acct-devices-caption = Devices that get notifications
acct-device-column-device = Device
acct-device-column-through = Through
acct-device-column-added = Added
acct-device-column-last = Last notified
acct-device-column-remove = Remove
acct-device-remove = Remove
acct-device-remove-label = Remove { $device }, added { $added }
acct-push-legend = What my devices are told
acct-push-kind-move = Your move, with the opponent's move
acct-push-kind-invitation = Invitations, accepted invitations and seeks, event pairings
acct-push-kind-offer = Draw and takeback offers and other news from an opponent
acct-push-kind-end = A game's end
acct-push-kind-deadline = A deadline approaching
acct-push-instead = Notify me instead of mailing me: what reaches a device of mine is not also mailed
acct-never = never
acct-password-heading = Change the password
acct-password-changed = Your password was changed; your other browsers were logged out.
acct-new-password = New password (8 to 200 characters)
acct-change-password = Change the password
acct-sessions-heading = Where you are logged in
acct-sessions-column-browser = Browser
acct-sessions-column-started = Logged in
acct-sessions-column-seen = Last seen
acct-this-browser = this browser
acct-session-log-out = Log out
acct-sessions-hint = Last seen is updated about once an hour.
acct-log-out-others = Log out everywhere else
acct-tokens-heading = API tokens
acct-tokens-intro-html = A token lets a tool of yours (a phone app, a bot, a dashboard) use the <a href="/api/v1/openapi.json">JSON API</a> as you: send it as <code>Authorization: Bearer TOKEN</code>. A <em>read</em> token can only read your games; a <em>play</em> token can also move, answer offers and send invitations. Revoke a token you no longer use.
acct-new-token = Your new token "{ $name }" is below. Copy it now: it is not shown again.
acct-tokens-column-name = Name
acct-tokens-column-scope = Scope
acct-tokens-column-made = Made
acct-tokens-column-used = Last used
# A token's scope, as the list and the form's menu name it.
acct-scope-read = read
acct-scope-play = play
acct-revoke = Revoke
acct-tokens-hint = Last used is updated about every five minutes.
acct-token-name = Name (what it is for)
acct-token-scope = Scope
acct-make-token = Make a token
acct-feed-heading = Feed of games awaiting your move
acct-feed-intro = A feed reader can follow the games awaiting your move at a secret address of your own (an Atom feed: one entry per game, with your opponent's last move and your deadline). Anyone who has the address can read it: revoke it if it leaks, and make a new one.
acct-new-feed = Your feed address is below. Copy it now: it is not shown again.
acct-feed-made = You have a feed address, made { $made }.
acct-feed-remake = Make a new feed address
acct-feed-make = Make my feed address
acct-blocks-heading = Blocked players
acct-blocks-intro = A player you block cannot invite you or say anything in your games' conversations. If someone's words in a game are abusive, report them from that game's page: the server's operator reads the reports.
acct-blocks-none = You block nobody.
acct-unblock = Unblock { $name }
acct-block-name = Player to block
acct-block = Block
acct-webhooks-heading = Webhooks
acct-webhooks-intro-html = A webhook is a URL of yours that every event of your games (a move, an offer and its answer, the result, an invitation, a reminder) is sent to as JSON, signed with a secret of its own so that your receiver can tell it came from here: each request carries <code>Pigeonpost-Signature: sha256=</code> followed by the hex HMAC-SHA256 of the request's body under the secret, <code>Pigeonpost-Timestamp</code> (the body's <code>timestamp</code>, for refusing old replays) and <code>Pigeonpost-Delivery</code> (the same on every attempt, for ignoring a delivery seen before). Failed deliveries are tried again, less and less often, for a while.
acct-webhooks-private-html = This server also allows plain <code>http://</code> URLs and addresses on its own network.
acct-webhooks-public-html = Only <code>https://</code> URLs to public addresses are allowed.
acct-new-webhook = Your webhook to { $url } signs its deliveries with the secret below. Copy it now: it is not shown again.
acct-webhook-registered = Registered { $when }.
acct-webhook-delete = Delete this webhook
acct-webhook-nothing = Nothing sent yet.
acct-webhook-caption = Recent deliveries, newest first
acct-webhook-column-when = When
acct-webhook-column-delivery = Delivery
acct-webhook-column-event = Event
acct-webhook-column-answer = Answer
acct-webhook-column-retry = Tried again
acct-webhook-no-answer = no answer
acct-webhook-retry-yes = yes
acct-webhook-retry-no = no, given up
acct-webhook-url = URL
acct-webhook-url-example = https://example.org/pigeonpost
acct-webhook-add = Add a webhook
acct-data-heading = Your data
acct-data-html = <a href="/account/export" download>Download my data</a>: your profile, every game you played (moves, result, history), your sessions, vacations and the invitations you sent, as one JSON file.
acct-delete-heading = Delete the account
# "deleted player" is the name the server shows in a deleted account's place.
acct-delete-intro = Your games in progress are aborted (before both players have moved) or resigned. Games already played stay for your opponents, with you shown as "deleted player". Your name, email address, password, sessions and open invitations are deleted. This cannot be undone.
# $words are the words to type, which stay as the server checks them.
acct-delete-confirm = Type "{ $words }" to confirm
acct-delete-submit = Delete my account

## Following a link from a mail.
link-address-title = Address confirmed
link-address-done = { $address } is confirmed: game mail goes to it from now on.
link-address-next = Your games
link-password-title = Password set
link-password-done = Your new password is set. Every other browser that was logged in as you has been logged out, and your API tokens are revoked.
link-password-next = Log in

## Forgotten passwords.
forgot-title = Forgot password
forgot-heading = Forgot your password?
forgot-sent = If this is the confirmed address of a Pigeonpost account, a link to set a new password is on its way to it. The link works once, within an hour. No mail after a few minutes? Check the spam folder, or the address you typed.
forgot-email = Your email address
forgot-submit = Send me a link
forgot-remembered-html = Remembered it? <a href="/login">Log in</a>.
reset-title = Set a new password
reset-heading = Set a new password for { $username }
reset-submit = Set the password
reset-note = Every browser logged in as you is logged out when the new password is set, and every API token of yours is revoked (make new ones on your account page).

## The vacation page.
vacation-title = Vacation
vacation-intro = While you are on vacation your clocks stop in every game, and your opponents see until when. You have { $days ->
        [one] 1 day
       *[other] { $days } days
    } a year; each started day counts, and coming back early gives the rest back.
vacation-allowance = { $year }: { $used } of { $allowance ->
        [one] 1 day
       *[other] { $allowance } days
    } used, { $left } left.
vacation-on = You are on vacation until { $until }.
vacation-come-back = Come back now
vacation-days = Days, starting now
vacation-go = Go on vacation
vacation-already = you are already on vacation until { $until }; come back first to take a new one
vacation-used-up = you have used all { $allowance } vacation days of { $year }
vacation-bad-days = the vacation must be a whole number of days from 1 to { $left }, the days you have left in { $year } (got "{ $got }")

## A player's profile.
profile-member-since = Member since { $day }.
profile-challenge = Challenge { $name }
profile-head-to-head = You against { $name }: { $won } won, { $drawn } drawn, { $lost } lost.
profile-ratings-heading = Ratings
profile-no-ratings = No rated games yet.
profile-column-variant = Variant
profile-column-rating = Rating
profile-column-deviation = Deviation
profile-column-games = Rated games
profile-provisional = A "?" marks a provisional rating: its deviation is still above 110.
profile-chart-title = { $variant }: rating after each rated game
profile-chart-table = The rating after each game, as a table
profile-column-day = Day
profile-column-opponent = Opponent
profile-column-result = Result
profile-column-game = Game
profile-result-won = won
profile-result-drawn = drawn
profile-result-lost = lost
profile-playing-heading = Playing now
# After a game's name in a list.
profile-rated-mark = , rated
profile-variants-heading = Published variants
profile-games-heading = Finished games
profile-filter-variant = Variant (its key)
profile-filter-result = Result
profile-filter-any = Any
profile-filter-won = Won
profile-filter-drawn = Drawn
profile-filter-lost = Lost
profile-filter-colour = Colour
profile-filter-either = Either
profile-filter-white = White
profile-filter-black = Black
profile-filter-opponent = Opponent
profile-filter-rated = Rated
profile-filter-rated-or-casual = Rated or casual
profile-filter-rated-only = Rated
profile-filter-casual = Casual
# The example shows how a day is to be typed.
profile-filter-from = Ended from (2026-03-01)
profile-filter-until = until
profile-filter-show = Show
profile-page = Page { $page }, latest first.
profile-pages = Pages of games
profile-newer = Newer games
profile-older = Older games

## Lists with nothing in them.
people-none = None.
people-none-match = None that match.
people-none-yet = None yet.

## My games.
my-games-title = My games
my-games-my-move = My move
my-games-none-waiting = No game is waiting for you.
my-games-their-move = Waiting for the opponent
my-games-invitations = Invitations
my-games-finished = Finished
my-games-game = #{ $id } { $variant }: { $white } vs { $black }
my-games-pgn = Download all my games as PGN
# A game's note: its ply, then what waits in it, each after a comma.
my-games-ply = ply { $ply }
my-games-away = , { $name } is on vacation until { $until }
my-games-draw-offered = , a draw is offered
my-games-takeback-asked = , a takeback is asked
my-games-move-by = , move by { $deadline }
# An invitation's note, and the name of its open seat.
my-games-open-invitation = your open invitation; you play { $side ->
        [white] White
       *[black] Black
    }
my-games-you-invited = you invited { $invited }; you play { $side ->
        [white] White
       *[black] Black
    }
my-games-invited-by = from { $creator }; you play { $side ->
        [white] White
       *[black] Black
    }
my-games-seat-you = you
my-games-seat-anyone = anyone

## The page an invitation's link opens.
invitation-title = Invitation
invitation-heading = An invitation to play { $variant }
invitation-intro = { $creator } invites you to a correspondence game of { $variant }. You would play { $side ->
        [white] white
       *[black] black
    }.
invitation-closed-html = This invitation is no longer open. <a href="/games/{ $id }">See the game</a>.
invitation-log-in-html = To answer, <a href="{ $login }">log in</a> or <a href="{ $register }">register</a>; you will come back here.
invitation-own = This is your own invitation.
invitation-accept = Accept
invitation-decline = Decline

## The lobby.
lobby-title = Lobby
lobby-intro-html = Open invitations waiting for an opponent. Accept one and the game starts; its poster is mailed. To post your own, <a href="/games/new#seek">start a new game</a> and name no opponent. Ratings are per variant; a "?" marks a rating still provisional.
lobby-variant-key-html = Variant (its key, as in its address: <code>chess</code>)
lobby-family = Family
lobby-any = Any
lobby-time-control = Time control
lobby-untimed = Untimed
lobby-per-move = Days per move
lobby-bank = Bank with increment
lobby-rated = Rated
lobby-rated-or-casual = Rated or casual
lobby-rated-only = Rated
lobby-casual = Casual
lobby-show = Show
lobby-seeks-heading = Seeks
lobby-none-open = None open.
lobby-none-open-match = None open that match.
lobby-column-variant = Variant
lobby-column-family = Family
lobby-column-player = Player
lobby-column-you-play = You play
lobby-column-time-control = Time control
lobby-column-rated = Rated
lobby-column-range = For ratings
lobby-column-lapses = Lapses
lobby-column-accept = Accept
lobby-side = { $side ->
        [white] White
       *[black] Black
    }
lobby-cell-rated = rated
lobby-cell-casual = casual
# Who may accept a seek, by rating.
lobby-range-between = { $low } to { $high }
lobby-range-from = from { $low }
lobby-range-up-to = up to { $high }
lobby-range-anyone = anyone
lobby-yours = Yours
lobby-accept-label = Accept { $poster }'s { $variant } seek
lobby-accept = Accept
lobby-more = The newest { $count } are shown: choose a variant or a time control to see others.

## A variant's leaderboard.
leaders-title = { $variant } leaderboard
leaders-heading = { $variant }: leaderboard
leaders-intro-html = Players whose rating is established (a deviation under { $deviation }) and who finished a rated game of <a href="/variants/{ $pool }">{ $variant }</a> in the last { $days } days. Ratings are Glicko-2, one pool per variant.
leaders-nobody = Nobody yet.
leaders-column-place = Place
leaders-column-player = Player
leaders-column-rating = Rating
leaders-column-deviation = Deviation
leaders-column-games = Rated games
leaders-column-last = Last rated game
leaders-accuracy-heading = How well the ratings foretell
# How this language writes the point in 0.125.
leaders-decimal-point = .
leaders-brier-html = Over { $results } rated results in this pool, the mean squared difference between the score the ratings expected before each game and the score made (a Brier score) is <strong id="brier">{ $brier }</strong>: 0 would foretell every result, 0.25 is what guessing an even game every time scores.
leaders-no-results = No rated results yet.

## The watch page.
watch-title = Watch
watch-intro = Games being played now, and those finished in the last two weeks. Every game's page is open to anyone, and follows the game as it is played.
watch-player = Player
watch-playing = Being played
watch-finished = Finished lately
watch-turns = , { $ply ->
        [one] 1 turn
       *[other] { $ply } turns
    }

## The operator's reports.
reports-title = Reports
reports-intro = What players reported of their games, newest first. You read this page as the server's operator (its first account).
reports-none = No reports.
reports-column-when = When
reports-column-by = By
reports-column-game = Game
reports-column-words = Words

## The page an unsubscribe link opens. $what is one of mail.ftl's mail-kind-* messages.
unsub-title = Unsubscribe
unsub-done = { $username } gets no more { $what }.
unsub-again-html = You can choose your mail again on your <a href="/account#mail">account page</a>.
unsub-ask = Stop sending { $what } to { $username }?
unsub-button = Unsubscribe
unsub-or-html = Or choose your mail on your <a href="/account#mail">account page</a>.
